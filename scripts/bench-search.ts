// `npm run bench:search`: provider search at national scale. Loads synthetic providers (into the
// benchmark's own throw-away databases, never the app's) and prints, for the map and the list
// answers, the first answer for a new set of filters (cold), p50/p95 server time of the same
// request repeated (warm), the part of that time spent in SQL, and the response size, on PGlite
// and on PostgreSQL at 100,000 providers and on PostgreSQL at 1,000,000 (BENCH_LARGE=0 skips
// it), with the first answer after a restart there, from a snapshot file and without. Then, in
// headless Chromium against the built app on the PostgreSQL data, the time to a
// map showing clusters and for a filter change to reach the map (scripts/bench-map-browser.ts).
// Targets (docs/product.md#performance-budgets): map and list p95 at most 15 ms at 100,000 on
// both engines, map p95 at most 50 ms at 1,000,000; clusters visible within 1.5 s; a filter
// change on the map within 100 ms.
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { providers } from '../src/server/db/schema';
import {
  ProviderIndexSync,
  SEARCH_INDEX_SNAPSHOT,
} from '../src/server/features/providers/search-index/index-sync';
import { createAccount } from '../tests/support/accounts';
import { freshDataDir } from '../tests/support/server-process';
import { load } from './bench-directory';
import { benchMapInBrowser } from './bench-map-browser';

const COUNT = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const LARGE_COUNT = 1_000_000;
const RUNS = 40;
const SIZE = 'width=1280&height=640';

/** Milliseconds spent in the database driver's query(), summed, for the "SQL" column. */
function timeSql(database: Database): () => number {
  const client = (database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } })
    .$client;
  const query = client.query.bind(client);
  let spent = 0;
  client.query = async (...args: unknown[]) => {
    const started = performance.now();
    try {
      return await query(...args);
    } finally {
      spent += performance.now() - started;
    }
  };
  return () => {
    const value = spent;
    spent = 0;
    return value;
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** A verified family (through the real sign-up and its e-mailed link), with a ZIP code or none. */
async function signedIn(
  ctx: Parameters<typeof createAccount>[0],
  zipCode: string | null,
): Promise<string> {
  const { cookie } = await createAccount(ctx);
  if (zipCode) {
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { insuranceType: 'Medicaid', desiredServices: ['Autism Diagnosis'], zipCode },
    });
  }
  return cookie;
}

/** How long this instance's search index takes to load, and the memory it holds. */
async function measureIndex(database: Database): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const sync = new ProviderIndexSync(database);
  const index = await sync.current();
  const seconds = (performance.now() - started) / 1000;
  gc?.();
  const bytes = process.memoryUsage().heapUsed - heapBefore;
  console.log(
    `search index: ${index.size.toLocaleString('en-US')} providers loaded in ${seconds.toFixed(1)} s, ${(bytes / 2 ** 20).toFixed(0)} MB of heap (${Math.round(bytes / index.size)} bytes each${gc ? '' : ', without --expose-gc: rough'})`,
  );
  await sync.close();
}

/**
 * The first answer after a restart (docs/decisions/026-search-at-start.md): a server started on a
 * DATA_DIR without a snapshot file loads in full (as every start did before snapshots); stopped,
 * it leaves its snapshot, and the next start answers from it. Times from building the app to the
 * first map answer.
 */
async function measureRestart(database: Database): Promise<void> {
  const config = loadConfig({ DATA_DIR: freshDataDir() });
  const url = `/api/providers/map?${SIZE}`;
  const firstAnswer = async (cookie?: string) => {
    const started = performance.now();
    const app = await buildApp({ config, database, pagesDir: '/nonexistent' });
    cookie ??= await signedIn({ app, config, database }, '27514');
    const response = await app.inject({ url, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    const ms = performance.now() - started;
    const health = (await app.inject({ url: '/api/health' })).json() as {
      searchIndexFrom?: string;
    };
    const closing = performance.now();
    await app.close();
    return { ms, cookie, from: health.searchIndexFrom, closeMs: performance.now() - closing };
  };
  const full = await firstAnswer();
  const file = path.join(config.DATA_DIR, SEARCH_INDEX_SNAPSHOT);
  console.log(
    `first answer after restart, no snapshot (${full.from}): ${(full.ms / 1000).toFixed(1)} s; snapshot ${(statSync(file).size / 2 ** 20).toFixed(0)} MB, stop took ${(full.closeMs / 1000).toFixed(1)} s`,
  );
  const restarted = await firstAnswer(full.cookie);
  console.log(
    `first answer after restart at ${(await database.db.$count(providers)).toLocaleString('en-US')} (${restarted.from}): ${(restarted.ms / 1000).toFixed(1)} s (goal 2 s)`,
  );
}

type Case = [name: string, url: string, who: 'home' | 'anywhere'];

const MAP_CASES: Case[] = [
  ['map: first view, fitted to all (one request)', `/api/providers/map?${SIZE}`, 'anywhere'],
  ['map: first view around home, ZIP 27514', `/api/providers/map?${SIZE}`, 'home'],
  ['map: state filter, fitted', `/api/providers/map?state=GA&${SIZE}`, 'anywhere'],
  [
    'map: service filter, fitted',
    `/api/providers/map?service=Behavioral%20Therapy&${SIZE}`,
    'anywhere',
  ],
  ['map: text search, fitted', `/api/providers/map?q=charlotte&${SIZE}`, 'anywhere'],
  ['map: pan at zoom 6', '/api/providers/map?zoom=6&bounds=-90,30,-75,38', 'anywhere'],
  ['map: city at zoom 11', '/api/providers/map?zoom=11&bounds=-79.2,35.7,-78.8,36.1', 'home'],
];
const LIST_CASES: Case[] = [
  ['list: Soonest near home (24)', '/api/providers?limit=24&sort=soonest', 'home'],
  [
    'list: Soonest, services (24)',
    '/api/providers?limit=24&sort=soonest&service=Behavioral%20Therapy',
    'home',
  ],
  ['list: by name (24)', '/api/providers?limit=24&sort=name', 'anywhere'],
  ['list: by distance (24)', '/api/providers?limit=24&sort=distance', 'home'],
  [
    'list: state + text',
    '/api/providers?limit=24&state=NC&q=synthetic%20provider%2012',
    'anywhere',
  ],
];

async function measure(
  database: Database,
  engine: string,
  count: number,
  cases: Case[],
): Promise<void> {
  const started = performance.now();
  await load(database, count);
  console.log(
    `\n${engine}: ${count.toLocaleString('en-US')} providers loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await measureIndex(database);
  const sqlSpent = timeSql(database);
  const config = loadConfig({ DATA_DIR: freshDataDir() });
  const app = await buildApp({ config, database, pagesDir: '/nonexistent' });
  const cookies = {
    home: await signedIn({ app, config, database }, '27514'),
    anywhere: await signedIn({ app, config, database }, null),
  };
  console.log('case | cold ms | p50 ms | p95 ms | SQL p95 ms | bytes | gzipped');
  for (const [name, url, who] of cases) {
    const headers = { cookie: cookies[who] };
    const times: number[] = [];
    const sqlTimes: number[] = [];
    let body = '';
    let cold = 0;
    for (let run = 0; run <= RUNS; run += 1) {
      sqlSpent();
      const t = performance.now();
      const response = await app.inject({ url, headers });
      const elapsed = performance.now() - t;
      if (response.statusCode !== 200)
        throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      if (run === 0) cold = elapsed;
      else {
        times.push(elapsed);
        sqlTimes.push(sqlSpent());
      }
      body = response.body;
    }
    times.sort((a, b) => a - b);
    sqlTimes.sort((a, b) => a - b);
    const gz = gzipSync(body).length;
    console.log(
      `${name} | ${cold.toFixed(1)} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ${percentile(sqlTimes, 0.95).toFixed(1)} | ${(body.length / 1024).toFixed(1)} KB | ${(gz / 1024).toFixed(1)} KB`,
    );
  }
  await app.close();
}

const pglite = openDatabase({});
await measure(pglite, 'PGlite', COUNT, [...MAP_CASES, ...LIST_CASES]);
await pglite.close();

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const admin = new pg.Client({ connectionString: serverUrl });
try {
  await admin.connect();
} catch {
  console.log(`\nPostgreSQL: skipped (${new URL(serverUrl).host} unreachable)`);
  process.exit(0);
}

/** A fresh database on the server for `run`, dropped afterwards. */
async function onFreshDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const name = `acf_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

try {
  await onFreshDatabase(async (url) => {
    const postgres = openDatabase({ url });
    await measure(postgres, 'PostgreSQL', COUNT, [...MAP_CASES, ...LIST_CASES]);
    await postgres.close();
    if (!process.env.BENCH_SKIP_BROWSER) await benchMapInBrowser(url);
  });
  if (process.env.BENCH_LARGE !== '0') {
    await onFreshDatabase(async (url) => {
      const postgres = openDatabase({ url });
      await measure(postgres, 'PostgreSQL', LARGE_COUNT, MAP_CASES);
      await measureRestart(postgres);
      await postgres.close();
    });
  }
} finally {
  await admin.end();
}
