// `npm run bench:search`: provider search at national scale. Loads 100,000 synthetic providers
// (into the benchmark's own throw-away databases, never the app's) and prints p50/p95 server time
// and response size for the first map load, a state filter, a text search and a list page, on
// PGlite and on PostgreSQL (BENCH_DATABASE_URL, default the local server; skipped if unreachable).
// Then, in headless Chromium against the built app on the PostgreSQL data, the time to a map
// showing clusters and for a filter change to reach the map (scripts/bench-map-browser.ts).
// Targets (docs/product.md#performance-budgets): API p95 under 50 ms on PostgreSQL; first map
// payload under 300 KB gzipped; map visible under 2 s; a filter change reflected under 200 ms.
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { SAMPLE_CITIES } from '../src/server/db/sample-data/cities';
import { providers, type NewProviderRow } from '../src/server/db/schema';
import { INSURANCE_OPTIONS, SERVICE_OPTIONS } from '../src/shared/rules/care-options';
import { freshDataDir } from '../tests/support/server-process';
import { benchMapInBrowser } from './bench-map-browser';

const COUNT = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const RUNS = 30;

// Deterministic synthetic rows: a seeded generator, so every run measures the same data.
function* syntheticProviders(count: number): Generator<NewProviderRow> {
  let seed = 0x5eed;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  for (let i = 0; i < count; i += 1) {
    const place = pick(SAMPLE_CITIES);
    yield {
      name: `Synthetic Provider ${i}`,
      specialty: 'Clinical Psychologist',
      city: place.city,
      state: place.state,
      latitude: place.latitude + (next() - 0.5),
      longitude: place.longitude + (next() - 0.5),
      averageWaitTime: next() < 0.1 ? null : Math.floor(next() * 300),
      servicesOffered: SERVICE_OPTIONS.filter(() => next() < 0.3),
      acceptedInsurance: INSURANCE_OPTIONS.filter(() => next() < 0.4),
      source: 'sample',
    };
  }
}

async function load(database: Database): Promise<void> {
  await database.migrate();
  let batch: NewProviderRow[] = [];
  for (const row of syntheticProviders(COUNT)) {
    batch.push(row);
    if (batch.length === 2000) {
      await database.db.insert(providers).values(batch);
      batch = [];
    }
  }
  if (batch.length) await database.db.insert(providers).values(batch);
  await database.db.execute('ANALYZE providers' as never);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function measure(database: Database, engine: string): Promise<void> {
  const started = performance.now();
  await load(database);
  console.log(
    `\n${engine}: ${COUNT.toLocaleString('en-US')} providers loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: freshDataDir() }),
    database,
    clientDir: '/nonexistent',
  });
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: {
      firstName: 'Bench',
      lastName: 'Mark',
      email: 'bench@example.org',
      password: 'a quiet benchmark afternoon',
    },
  });
  const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  await app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie },
    payload: { insuranceType: 'Medicaid', desiredServices: ['Autism Diagnosis'], zipCode: '27514' },
  });

  const cases: [string, string][] = [
    ['first map load (zoom 4, no bounds)', '/api/providers/map?zoom=4'],
    ['map, state filter', '/api/providers/map?zoom=6&state=GA'],
    ['map, text search', '/api/providers/map?zoom=4&q=charlotte'],
    ['list page (24, by name)', '/api/providers?limit=24'],
    ['list page, state + text', '/api/providers?limit=24&state=NC&q=synthetic%20provider%2012'],
    ['list page by distance', '/api/providers?limit=24&sort=distance'],
  ];
  console.log('case | p50 ms | p95 ms | bytes | gzipped');
  for (const [name, url] of cases) {
    const times: number[] = [];
    let body = '';
    for (let run = 0; run < RUNS; run += 1) {
      const t = performance.now();
      const response = await app.inject({ url, headers: { cookie } });
      times.push(performance.now() - t);
      if (response.statusCode !== 200)
        throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      body = response.body;
    }
    times.sort((a, b) => a - b);
    const gz = gzipSync(body).length;
    console.log(
      `${name} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ${(body.length / 1024).toFixed(1)} KB | ${(gz / 1024).toFixed(1)} KB`,
    );
  }
  await app.close();
}

const pglite = openDatabase({});
await measure(pglite, 'PGlite');
await pglite.close();

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `acf_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
try {
  await admin.connect();
} catch {
  console.log(`\nPostgreSQL: skipped (${new URL(serverUrl).host} unreachable)`);
  process.exit(0);
}
await admin.query(`CREATE DATABASE ${name}`);
try {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const postgres = openDatabase({ url: url.toString() });
  await measure(postgres, 'PostgreSQL');
  await postgres.close();
  if (!process.env.BENCH_SKIP_BROWSER) await benchMapInBrowser(url.toString());
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
