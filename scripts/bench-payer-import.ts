// `npm run bench:payer-import`: the recorded Plan-Net directory (5,215 FHIR resources, tests/fixtures
// /plan-net) imported through the real path (run row, durable job, the bounded outbound client over
// HTTP to the local FHIR server, listed as an allowed host, page saves) into a throw-away embedded
// database (or a throw-away database on BENCH_DATABASE_URL), at the production page sizes. A third
// of its autism-relevant NPIs are in the database first, as registry imports, so both matching and
// creating are measured. Then the same, unchanged directory is imported again, which asks only for
// what changed (`_lastUpdated`).
// Prints resources per second, peak memory (this process also serves the directory) and counts.
import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { PractitionerRole } from 'fhir/r4';
import type { PayerImportRun } from '../src/shared/api/payer-directories';
import { networkClaims, payerImportRuns, providers, users } from '../src/server/db/schema';
import { addPayerDirectory } from '../src/server/features/imports/payer-directories/add-payer-directory';
import { directoryReaders } from '../src/server/features/imports/payer-directories/fhir/directory-client';
import { importPayerDirectoryJob } from '../src/server/features/imports/payer-directories/import-payer-directory.job';
import { toApiPayerRun } from '../src/server/features/imports/payer-directories/payer-directory-api';
import { startPayerImport } from '../src/server/features/imports/payer-directories/start-payer-import';
import { autismTaxonomy } from '../src/server/domain/registry/autism-taxonomies';
import { runDueJobs } from '../src/server/lib/job-runner';
import { parseAllowedHosts } from '../src/server/lib/outbound/allowed-hosts';
import { npiOf, planNetDirectory, specialtyCodes } from '../tests/servers/plan-net-directory';
import { startPlanNetServer } from '../tests/servers/plan-net-server';
import { throwAwayDatabase } from './bench-database';

const serverUrl = process.env.BENCH_DATABASE_URL;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A third of the relevant practitioners, as the registry import would have stored them. */
function registryRows(resources: ReturnType<typeof planNetDirectory>) {
  const practitioners = new Map(resources.map((r) => [`${r.resourceType}/${r.id}`, r]));
  return resources
    .filter(
      (r): r is PractitionerRole =>
        r.resourceType === 'PractitionerRole' && specialtyCodes(r).some((c) => autismTaxonomy(c)),
    )
    .filter((_, i) => i % 3 === 0)
    .map((role) => {
      const npi = npiOf(practitioners.get(role.practitioner!.reference!) as never)!;
      return {
        name: `Registry provider ${npi}`,
        specialty: 'Psychologist',
        city: 'Hartford',
        state: 'CT',
        zipCode: '06103',
        latitude: 41.77,
        longitude: -72.67,
        npiNumber: npi,
        source: 'registry' as const,
      };
    });
}

const resources = planNetDirectory();
const fhir = await startPlanNetServer(resources);
const { database, drop } = await throwAwayDatabase('payer', serverUrl);
try {
  const db = database.db;
  const [admin] = await db
    .insert(users)
    .values({ email: `bench-${randomBytes(4).toString('hex')}@example.org`, role: 'admin' })
    .returning();
  const by = { userId: admin!.id, ip: '127.0.0.1' };
  await db.insert(providers).values(registryRows(resources));
  // As OUTBOUND_ALLOWED_HOSTS would list it: the local server is on a loopback address.
  const allowedHosts = parseAllowedHosts(new URL(fhir.url).host);
  const directory = await addPayerDirectory(
    db,
    { name: 'Recorded Plan-Net directory', baseUrl: fhir.url, insuranceType: 'Aetna' },
    by,
    allowedHosts,
  );
  const openDirectory = directoryReaders({ allowedHosts });

  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  const currentClaims = async () =>
    (
      await db
        .select({ n: count() })
        .from(networkClaims)
        .where(and(eq(networkClaims.directoryId, directory.id), isNull(networkClaims.endedAt)))
    )[0]!.n;

  async function importOnce(): Promise<{ run: PayerImportRun; seconds: number; requests: number }> {
    const asked = fhir.requests.length;
    const started = performance.now();
    const queued = await startPayerImport(db, directory.id, { full: false }, by);
    await runDueJobs([importPayerDirectoryJob], { db, openDirectory });
    const seconds = (performance.now() - started) / 1000;
    const [row] = await db.select().from(payerImportRuns).where(eq(payerImportRuns.id, queued.id));
    return { run: toApiPayerRun(row!, 'en'), seconds, requests: fhir.requests.length - asked };
  }

  const before = process.memoryUsage();
  const sampler = setInterval(sample, 25);
  const first = await importOnce();
  clearInterval(sampler);
  sample();
  const claimsAfterFirst = await currentClaims();
  const providersAfterFirst = (await db.select({ n: count() }).from(providers))[0]!.n;
  const c = first.run.counts;
  console.log(
    `directory: ${resources.length} resources on the local FHIR server; ` +
      `${serverUrl ? 'PostgreSQL' : 'embedded PGlite'}`,
  );
  console.log(
    `first import (${first.run.status}): ${c.resources} resources in ${c.pages} pages ` +
      `(${first.requests} requests) in ${first.seconds.toFixed(1)} s = ` +
      `${(c.resources / first.seconds).toFixed(0)} resources/s`,
  );
  console.log(
    `  practitioners: ${c.matched} matched, ${c.created} created (${c.irrelevant} outside autism ` +
      `care, ${c.skipped} skipped); networks ${c.networks}, plans ${c.plans}; claims ` +
      `${c.claimsAdded} added, ${claimsAfterFirst} current, at ${c.locations} locations`,
  );
  console.log(
    `  peak RSS ${mb(peakRss)} (${mb(before.rss)} before: the database open, the directory ` +
      `served from this process), peak JS heap ${mb(peakHeap)} (${mb(before.heapUsed)} before)`,
  );

  const again = await importOnce();
  const a = again.run.counts;
  const providersAfterAgain = (await db.select({ n: count() }).from(providers))[0]!.n;
  const claimsAfterAgain = await currentClaims();
  const unchanged =
    a.claimsAdded === 0 &&
    a.claimsEnded === 0 &&
    a.created === 0 &&
    claimsAfterAgain === claimsAfterFirst &&
    providersAfterAgain === providersAfterFirst;
  console.log(
    `re-import of the unchanged directory (${again.run.status}, _lastUpdated): ${a.resources} ` +
      `resources in ${a.pages} pages (${again.requests} requests) in ${again.seconds.toFixed(2)} s; ` +
      `${(first.seconds / again.seconds).toFixed(1)}x faster; ` +
      (unchanged ? 'nothing changed' : 'SOMETHING CHANGED'),
  );
  console.log(`process max RSS: ${mb(process.resourceUsage().maxRSS * 1024)}`);
  if (!unchanged || again.seconds * 3 > first.seconds) process.exitCode = 1;
} finally {
  await drop();
  await fhir.close();
}
