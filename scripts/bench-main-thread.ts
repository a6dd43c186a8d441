// `npm run bench:main-thread`: the work a signed-in family's first view of /home gives the
// browser's main thread once the page has painted, read from Chromium's own trace of each load
// (unthrottled, a fresh browser each time), on the built app with the sample providers:
//   - script: the time the page's scripts ran (evaluating modules, timers, callbacks)
//   - longest: the longest task
//   - blocking at 4x: what Lighthouse's mobile audit would count as blocking time if every task
//     took four times as long (the sum, over tasks, of 4 x duration - 50 ms, where positive)
// Prints each load and the medians. Lighthouse's own figure moves by hundreds of milliseconds on
// a busy machine; these move less, and alternating this script between two builds (two
// checkouts) shows a difference Lighthouse cannot (docs/product.md#performance-budgets).
//   --runs N     loads (default 7)
//   --page NAME  `map` (default) or `list`
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { CHROMIUM, startBenchApp } from './bench-app';
import { median } from './lighthouse/summary';

const PAGES = { map: '/home', list: '/home?tab=list' } as const;
/** How long after the load event a load is followed: the map's layers and tiles come after it. */
const SETTLE_MS = 4000;
/** Trace events in which scripts run; one inside another is counted once. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'FireAnimationFrame',
  'EventDispatch',
]);

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '7' }, page: { type: 'string', default: 'map' } },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number >= 1');
if (!(args.page in PAGES)) throw new Error(`--page must be one of ${Object.keys(PAGES)}`);
const pagePath = PAGES[args.page as keyof typeof PAGES];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

interface LoadMetrics {
  script: number;
  longest: number;
  blockingAt4x: number;
}

/** The metrics of one trace: the page's main thread, from its first contentful paint on. */
function metricsOf(events: TraceEvent[]): LoadMetrics {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  const after = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === paint.pid &&
        event.tid === paint.tid &&
        event.ts >= paint.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  const tasks = after.filter((event) => event.name === 'RunTask').map((task) => task.dur! / 1000);
  let script = 0;
  let countedUntil = 0;
  for (const event of after) {
    if (!SCRIPT_EVENTS.has(event.name) || event.ts < countedUntil) continue;
    script += event.dur! / 1000;
    countedUntil = event.ts + event.dur!;
  }
  return {
    script,
    longest: Math.max(0, ...tasks),
    blockingAt4x: tasks.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0),
  };
}

const app = await startBenchApp();
const traces = mkdtempSync(path.join(tmpdir(), 'acf-main-thread-'));
try {
  const [name, value] = app.cookie.split('=');
  const loads: LoadMetrics[] = [];
  for (let run = 1; run <= runs; run++) {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addCookies([{ name: name!, value: value!, url: app.url }]);
      const page = await context.newPage();
      const traceFile = path.join(traces, `${args.page}-${run}.json`);
      await browser.startTracing(page, {
        path: traceFile,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
      });
      await page.goto(app.url + pagePath, { waitUntil: 'load' });
      await page.waitForTimeout(SETTLE_MS);
      await browser.stopTracing();
      const { traceEvents } = JSON.parse(readFileSync(traceFile, 'utf8')) as {
        traceEvents: TraceEvent[];
      };
      const load = metricsOf(traceEvents);
      loads.push(load);
      console.log(
        `${pagePath} load ${run}: script ${Math.round(load.script)} ms, longest task ` +
          `${Math.round(load.longest)} ms, blocking at 4x ${Math.round(load.blockingAt4x)} ms`,
      );
    } finally {
      await browser.close();
    }
  }
  const medianOf = (key: keyof LoadMetrics) => Math.round(median(loads.map((load) => load[key])));
  console.log(
    `\nMedians of ${runs} load(s) of ${pagePath} after its first paint: script ` +
      `${medianOf('script')} ms, longest task ${medianOf('longest')} ms, blocking at 4x ` +
      `${medianOf('blockingAt4x')} ms\nTraces: ${traces}`,
  );
} catch (error) {
  console.error(app.output());
  throw error;
} finally {
  await app.stop();
}
