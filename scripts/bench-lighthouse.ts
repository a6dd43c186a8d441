// `npm run bench:lighthouse`: Lighthouse's mobile audit (simulated throttling) of the landing page
// and of /home in its map and list views, for a signed-in family with a verified e-mail and a
// profile, on the built app with the sample providers. Each page runs three times; prints the
// medians against the budgets (docs/product.md#performance-budgets). Missed targets are reported,
// not failed: the exit code is non-zero only when the audit itself could not run.
//   --runs N     runs per page (default 3)
//   --page NAME  only `landing`, `list` or `map`
// The JSON reports stay in a temporary folder, named at the end, for the details behind a number.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, startBenchApp } from './bench-app';
import { medianMetrics, summaryTable, type RunMetrics, type Target } from './lighthouse/summary';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const HOME_TARGET: Target = { minScore: 90, maxLcp: 2500, maxTbt: 200 };
const PAGES = [
  { name: 'landing', label: '/', path: '/', signedIn: false, target: { minScore: 95 } },
  { name: 'map', label: '/home (map)', path: '/home', signedIn: true, target: HOME_TARGET },
  {
    name: 'list',
    label: '/home (list)',
    path: '/home?tab=list',
    signedIn: true,
    target: HOME_TARGET,
  },
] as const;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    page: { type: 'string' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number >= 1`);
const pages = PAGES.filter((page) => !args.page || page.name === args.page);
if (pages.length === 0) throw new Error(`--page must be one of ${PAGES.map((p) => p.name)}`);

/** Lighthouse could not record the page (its trace sometimes misses the navigation). */
class AuditError extends Error {}

/** An audit, tried once more when Lighthouse could not record it: a flaw of the tool, not the page. */
async function auditWithRetry(...args: Parameters<typeof audit>) {
  try {
    return await audit(...args);
  } catch (error) {
    if (!(error instanceof AuditError)) throw error;
    console.warn(`${error.message}; trying again`);
    return audit(...args);
  }
}

/** One audit in a fresh browser, so no run inherits another's cache or cookies. */
async function audit(url: string, cookie: string | undefined, reportFile: string) {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new AuditError(`${url}: ${lhr.runtimeError.message}`);
    writeFileSync(reportFile, JSON.stringify(lhr));
    const value = (id: string) => {
      const numeric = lhr.audits[id]?.numericValue;
      if (numeric === undefined) throw new Error(`${url}: no value for ${id}`);
      return numeric;
    };
    return {
      score: (lhr.categories.performance?.score ?? 0) * 100,
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      fcp: value('first-contentful-paint'),
    } satisfies RunMetrics;
  } finally {
    chrome.kill();
  }
}

const app = await startBenchApp();
const reports = mkdtempSync(path.join(tmpdir(), 'acf-lighthouse-'));
try {
  const rows = [];
  for (const page of pages) {
    const results: RunMetrics[] = [];
    for (let run = 1; run <= runs; run++) {
      const metrics = await auditWithRetry(
        app.url + page.path,
        page.signedIn ? app.cookie : undefined,
        path.join(reports, `${page.name}-${run}.json`),
      );
      console.log(
        `${page.label} run ${run}: score ${Math.round(metrics.score)}, ` +
          `LCP ${Math.round(metrics.lcp)} ms, TBT ${Math.round(metrics.tbt)} ms`,
      );
      results.push(metrics);
    }
    rows.push({ page: page.label, metrics: medianMetrics(results), target: page.target });
  }
  console.log(`\nMedians of ${runs} run(s), Lighthouse mobile preset:\n${summaryTable(rows)}`);
  console.log(`\nReports: ${reports}`);
} catch (error) {
  console.error(app.output());
  throw error;
} finally {
  await app.stop();
}
