// `npm run bench:startup`: cold and warm start of the built server to a healthy /api/health, and
// the gzipped JavaScript the landing page loads (target: at most 150 KB). Builds first if needed.
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

const build = spawnSync('npm', ['run', 'build'], { stdio: 'ignore' });
if (build.status !== 0) throw new Error('npm run build failed');

const dataDir = freshDataDir();
const cold = await timeStart(dataDir);
await cold.stop();
const warm = await timeStart(dataDir);
const scripts = await landingJavaScript(warm.url);
await warm.stop();

const totalKb = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
console.log(
  `cold start to healthy /api/health (migrate + load sample data): ${Math.round(cold.ms)} ms`,
);
console.log(`warm start to healthy /api/health: ${Math.round(warm.ms)} ms`);
for (const s of scripts) console.log(`  ${s.file}: ${(s.gzipBytes / 1024).toFixed(1)} KB gzipped`);
console.log(
  `landing page JavaScript: ${totalKb.toFixed(1)} KB gzipped (budget ${LANDING_JS_BUDGET_KB} KB)`,
);
if (totalKb > LANDING_JS_BUDGET_KB) process.exitCode = 1;
