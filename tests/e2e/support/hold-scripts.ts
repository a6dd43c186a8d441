import type { Page } from '@playwright/test';

/**
 * A slow connection: the app's scripts wait until the returned function is called, so the page is
 * the server's alone until then.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  return release;
}
