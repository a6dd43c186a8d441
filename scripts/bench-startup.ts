// `npm run bench:startup`: cold and warm start of the built server to a healthy /api/health, the
// gzipped JavaScript the landing page loads (target: at most 150 KB), and how soon the server
// answers the landing page, which it draws (once per language and screen at '/', every time at
// another address). Builds first if needed.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import {
  freePort,
  freshDataDir,
  startServer,
  waitForHealthy,
} from '../tests/support/server-process';

const LANDING_JS_BUDGET_KB = 150;

async function timeStart(
  dataDir: string,
): Promise<{ ms: number; stop: () => Promise<void>; url: string }> {
  const port = await freePort();
  const started = performance.now();
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
  await waitForHealthy(server.url);
  const ms = performance.now() - started;
  return {
    ms,
    url: server.url,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}

async function landingJavaScript(url: string): Promise<{ file: string; gzipBytes: number }[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const scripts: Promise<{ file: string; gzipBytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(
        response.body().then((body) => ({
          file: new URL(response.url()).pathname,
          gzipBytes: gzipSync(body).length,
        })),
      );
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const result = await Promise.all(scripts);
  await browser.close();
  return result;
}

/** Median and 90th percentile of the time to the answer's headers, over `runs` GETs of `url`. */
async function timeToFirstByte(url: string, runs = 30): Promise<{ median: number; p90: number }> {
  const times: number[] = [];
  await (await fetch(url, { headers: { 'accept-language': 'en-US' } })).text();
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'accept-language': 'en-US' } });
    times.push(performance.now() - started);
    await response.text();
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)]!, p90: times[Math.floor(runs * 0.9)]! };
}

const build = spawnSync('npm', ['run', 'build'], { stdio: 'ignore' });
if (build.status !== 0) throw new Error('npm run build failed');

const dataDir = freshDataDir();
const cold = await timeStart(dataDir);
await cold.stop();
const warm = await timeStart(dataDir);
const scripts = await landingJavaScript(warm.url);
const landingAtRoot = await timeToFirstByte(`${warm.url}/`);
const landingElsewhere = await timeToFirstByte(`${warm.url}/?from=bench`);
await warm.stop();

const totalKb = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
console.log(
  `cold start to healthy /api/health (migrate + load sample data): ${Math.round(cold.ms)} ms`,
);
console.log(`warm start to healthy /api/health: ${Math.round(warm.ms)} ms`);
for (const s of scripts) console.log(`  ${s.file}: ${(s.gzipBytes / 1024).toFixed(1)} KB gzipped`);
console.log(
  `landing page JavaScript: ${scripts.length} scripts, ` +
    `${totalKb.toFixed(1)} KB gzipped (budget ${LANDING_JS_BUDGET_KB} KB)`,
);
const ms = (value: number) => value.toFixed(1);
console.log(
  `landing page, time to first byte (median / p90 of 30): at / ${ms(landingAtRoot.median)} / ` +
    `${ms(landingAtRoot.p90)} ms; drawn afresh (/?from=bench) ${ms(landingElsewhere.median)} / ` +
    `${ms(landingElsewhere.p90)} ms`,
);
if (totalKb > LANDING_JS_BUDGET_KB) process.exitCode = 1;
