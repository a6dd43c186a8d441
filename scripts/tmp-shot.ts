import { chromium } from '@playwright/test';
import { freePort, freshDataDir, startServer, waitForHealthy } from '../tests/support/server-process';
import { signedInFamily } from './lighthouse/family-session';
import { startTileServer } from './lighthouse/tile-server';
const tiles = await startTileServer();
const port = await freePort();
const dataDir = freshDataDir();
const server = startServer({ PORT: String(port), DATA_DIR: dataDir, APP_URL: `http://127.0.0.1:${port}`, TILE_URL: tiles.tileUrl }, { built: true });
await waitForHealthy(server.url);
const cookie = await signedInFamily({ url: server.url, dataDir });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h, mobile] of [[375, 812, true], [1280, 800, false]] as const) {
  for (const blocked of [true, false]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, isMobile: mobile, ...(mobile ? { userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/136 Mobile Safari/537.36' } : {}) });
    const [name, value] = cookie.split('=');
    await ctx.addCookies([{ name: name!, value: value!, url: server.url }]);
    const page = await ctx.newPage();
    if (blocked) await page.route('**/assets/*.js', (r) => r.abort());
    await page.goto(server.url + (process.argv[2] ?? '/home?tab=list'));
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `/tmp/exp/shot-${w}-${blocked ? 'server' : 'hydrated'}.png` });
    await ctx.close();
  }
}
await browser.close();
server.child.kill('SIGTERM');
await server.exited;
await tiles.close();
