import { defineConfig } from '@playwright/test';

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
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        // A phone's user agent: the server renders a page's first view in the phone's layout.
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
      },
      // Flows that do not depend on the screen run once, at the desktop's width.
      grep: /@layout/,
    },
  ],
});
