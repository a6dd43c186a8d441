// The browser half of `npm run bench:search`: the built app on a database that already holds the
// synthetic providers, in headless Chromium. Prints the time from navigation to a map showing
// clusters, and from a filter change to the map showing the new answer with the map requests it
// took (targets: 1.5 s, 100 ms, one request).
import { chromium } from '@playwright/test';
import { linkInMail } from '../tests/e2e/support/mailbox';
import {
  freePort,
  freshDataDir,
  startServer,
  waitForHealthy,
} from '../tests/support/server-process';

export async function benchMapInBrowser(databaseUrl: string): Promise<void> {
  const port = await freePort();
  const dataDir = freshDataDir();
  const server = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SAMPLE_DATA: 'off',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await waitForHealthy(server.url);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Map tiles would come from the internet: answer them with nothing, as the browser tests do.
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    const account = {
      firstName: 'Bench',
      lastName: 'Browser',
      email: 'browser@example.org',
      password: 'a quiet benchmark afternoon',
    };
    const signUp = await page.request.post(`${server.url}/api/auth/sign-up`, { data: account });
    if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
    // A password opens nothing before the address is proved: the e-mailed link signs in.
    const link = new URL(
      await linkInMail({ url: server.url, dataDir }, account.email, '/verify-email'),
    );
    const verified = await page.request.post(`${server.url}/api/auth/verify-email`, {
      data: { token: link.searchParams.get('token') },
    });
    if (!verified.ok()) throw new Error(`verification failed: ${verified.status()}`);

    const map = page.getByRole('region', { name: 'Provider map' });
    // From the start of navigation (performance.now() = 0) to the first frame painted with the
    // map ready and markers on it, timed inside the page.
    await page.addInitScript(() => {
      const timing = window as unknown as { mapShownAt?: number };
      const observer = new MutationObserver(() => {
        if (document.querySelector('[data-map-state="ready"] .leaflet-marker-icon')) {
          observer.disconnect();
          requestAnimationFrame(() => (timing.mapShownAt = performance.now()));
        }
      });
      observer.observe(document, { attributes: true, childList: true, subtree: true });
    });
    await page.goto(`${server.url}/home`);
    const shown = await page.waitForFunction(
      () => (window as unknown as { mapShownAt?: number }).mapShownAt,
    );
    const visibleMs = Math.round((await shown.jsonValue())!);

    let mapRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/providers/map')) mapRequests += 1;
    });
    // The family's change is the choice of a state: the clock starts once the list is open.
    const filterTimes: number[] = [];
    const requestCounts: number[] = [];
    for (const state of ['GA', 'NC', 'TX', 'MI', 'OR']) {
      const generation = Number(await map.getAttribute('data-map-generation'));
      await page.getByRole('combobox', { name: 'State' }).click();
      const option = page.getByRole('option', { name: new RegExp(`^${state} `) });
      await option.waitFor();
      // Timed inside the page, from the pointer release that picks the state to the next frame
      // painted after the new markers are on the map, so the driver's own delays do not count.
      await page.evaluate((before) => {
        const timing = window as unknown as { choseAt?: number; paintedAt?: number };
        timing.choseAt = undefined;
        timing.paintedAt = undefined;
        const region = document.querySelector('[data-map-generation]')!;
        document.addEventListener('pointerup', () => (timing.choseAt = performance.now()), {
          capture: true,
          once: true,
        });
        const observer = new MutationObserver(() => {
          if (
            region.getAttribute('data-map-state') === 'ready' &&
            Number(region.getAttribute('data-map-generation')) > before
          ) {
            observer.disconnect();
            requestAnimationFrame(() => (timing.paintedAt = performance.now()));
          }
        });
        observer.observe(region, { attributes: true });
      }, generation);
      mapRequests = 0;
      await option.click();
      const elapsed = await page.waitForFunction(() => {
        const timing = window as unknown as { choseAt?: number; paintedAt?: number };
        return timing.paintedAt !== undefined && timing.choseAt !== undefined
          ? timing.paintedAt - timing.choseAt
          : null;
      });
      filterTimes.push(Math.round((await elapsed.jsonValue())!));
      // BENCH_TRACE=1 prints where the time of the change went: before the map request, in it,
      // and after it until the frame was painted.
      if (process.env.BENCH_TRACE) {
        const trace = await page.evaluate(() => {
          const timing = window as unknown as { choseAt: number; paintedAt: number };
          const request = performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/api/providers/map'))
            .at(-1) as PerformanceResourceTiming;
          return [
            request.startTime - timing.choseAt,
            request.responseStart - request.requestStart,
            request.responseEnd - request.startTime,
            timing.paintedAt - request.responseEnd,
          ].map(Math.round);
        });
        console.log(
          `${state}: to request ${trace[0]} ms, server ${trace[1]} ms, request ${trace[2]} ms, to painted ${trace[3]} ms`,
        );
      }
      // Anything the change still asks for after the map is drawn counts too.
      await page.waitForTimeout(400);
      requestCounts.push(mapRequests);
    }
    const sorted = [...filterTimes].sort((a, b) => a - b);
    const filterMs = sorted[Math.floor(sorted.length / 2)]!;
    console.log(`browser: navigation to a map showing clusters: ${visibleMs} ms (target 1500 ms)`);
    console.log(
      `browser: state filter change reflected on the map: median ${filterMs} ms of ${filterTimes.join(', ')} (target 100 ms); map requests per change: ${requestCounts.join(', ')}`,
    );
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
