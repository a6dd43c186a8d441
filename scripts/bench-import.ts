// `npm run bench:import`: providers imported per second from the NPI registry replay server for
// the nine states of the multi-state import, through the real path (run row, durable job, registry
// client, mapping, per-state upsert), into a throw-away embedded database (or a throw-away
// database on BENCH_DATABASE_URL). Prints the rate at the production politeness limit (5 registry
// requests per second) and unthrottled, and the peak memory of this process (which also hosts the
// replay server).
import { randomBytes } from 'node:crypto';
import { MULTI_STATE_STATES } from '../src/shared/api/admin';
import { users } from '../src/server/db/schema';
import { importProvidersJob } from '../src/server/features/imports/registry/import-providers.job';
import { createRegistryClient } from '../src/server/features/imports/registry/nppes/nppes-client';
import { startImport } from '../src/server/features/imports/registry/start-import';
import { getLatestRun } from '../src/server/features/imports/registry/import-runs';
import { runDueJobs } from '../src/server/lib/job-runner';
import { startNppesReplay } from '../tests/servers/nppes-replay';
import { throwAwayDatabase } from './bench-database';

const LIMIT = Number(process.env.BENCH_LIMIT ?? 200);
const serverUrl = process.env.BENCH_DATABASE_URL;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function bench(label: string, registryUrl: string, requestsPerSecond: number) {
  const { database, drop } = await throwAwayDatabase('import', serverUrl);
  try {
    const [user] = await database.db
      .insert(users)
      .values({ email: `bench-${randomBytes(4).toString('hex')}@example.org`, role: 'admin' })
      .returning();
    const before = process.memoryUsage().rss;
    const client = createRegistryClient({ baseUrl: registryUrl, requestsPerSecond });
    let peakRss = 0;
    let peakHeap = 0;
    const sample = () => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    };
    const sampler = setInterval(sample, 25);
    const started = performance.now();
    await startImport(
      database.db,
      { states: [...MULTI_STATE_STATES], limitPerState: LIMIT, clearExisting: false, city: '' },
      { userId: user!.id, ip: '127.0.0.1' },
    );
    await runDueJobs([importProvidersJob], { db: database.db, registryClient: client });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    sample();
    const run = await getLatestRun(database.db);
    console.log(
      `${label}: ${run!.imported} providers from ${run!.statesDone.length - run!.failedStates.length} states ` +
        `(${run!.status}) in ${seconds.toFixed(1)} s = ${(run!.imported / seconds).toFixed(0)} providers/s; ` +
        `peak RSS ${mb(peakRss)} (${mb(before)} before the import, the database open), ` +
        `peak JS heap ${mb(peakHeap)}`,
    );
  } finally {
    await drop();
  }
}

const replay = await startNppesReplay();
try {
  console.log(
    `9 states (${MULTI_STATE_STATES.join(', ')}), up to ${LIMIT} providers each, ` +
      `${serverUrl ? 'PostgreSQL' : 'embedded PGlite'}`,
  );
  await bench('at 5 registry requests/s (production)', replay.url, 5);
  await bench('unthrottled (importer cost only)', replay.url, 10_000);
  console.log(`registry requests answered: ${replay.requests.length}`);
  console.log(`process max RSS: ${mb(process.resourceUsage().maxRSS * 1024)}`);
} finally {
  await replay.close();
}
