import { defineConfig } from '@playwright/test';
import { PHONE } from './tests/e2e/support/phone';

// Browser tests run the built app as a real server (see tests/e2e/global-setup.ts) in Debian's
// Chromium. The server's address reaches the workers through the environment.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  // Two workers share two cores with the server under test: give a busy (or slower) machine
  // slack. Measured: the longest test takes about 45 s on a slow machine of this class.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: PHONE,
      // Flows that do not depend on the screen run once, at the desktop's width.
      grep: /@layout/,
    },
  ],
});
