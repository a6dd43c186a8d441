import type { BrowserContextOptions } from '@playwright/test';

/** The phone the 'phone' project emulates, for a test that opens one beside the desktop. */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  // A phone's user agent: the server renders a page's first view in the phone's layout.
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
} satisfies BrowserContextOptions;
