// `npm run bench:openings`: a SMART Scheduling Links publisher with 500 locations and 100,000
// slots (generated here, served from this process on a loopback address listed as an allowed
// host, every file streamed as it is written so the publisher holds none of it) read through the
// real path (the bounded outbound client, NPI matching, the openings replaced in one transaction)
// into a throw-away embedded database (or one on BENCH_DATABASE_URL). Then read again unchanged:
// conditional requests only, and no line parsed.
// Prints seconds, peak memory (this process also serves the publisher), slots kept and requests.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { providerOpenings, providers, schedulingLinks } from '../src/server/db/schema';
import { NPI_SYSTEM } from '../src/server/domain/scheduling-links/publisher-resources';
import { readSchedulingLink } from '../src/server/domain/scheduling-links/read-link';
import { parseAllowedHosts } from '../src/server/lib/outbound/allowed-hosts';
import { throwAwayDatabase } from './bench-database';

const LOCATIONS = 500;
const SLOTS = 100_000;
const SLOT_FILES = 10;
/** One slot in this many is busy, as a real calendar has. */
const BUSY_EVERY = 10;
const EXTENSIONS = 'http://fhir-registry.smarthealthit.org/StructureDefinition';

const serverUrl = process.env.BENCH_DATABASE_URL;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const npiOf = (i: number) => `19${String(i).padStart(8, '0')}`;
const tomorrow = Date.UTC(
  new Date().getUTCFullYear(),
  new Date().getUTCMonth(),
  new Date().getUTCDate() + 1,
  14,
);

function* locations() {
  for (let i = 0; i < LOCATIONS; i++) {
    yield {
      resourceType: 'Location',
      id: `loc-${i}`,
      name: `Bench Clinic ${i}`,
      address: { line: [`${i + 1} Main St`], city: 'Hartford', state: 'CT', postalCode: '06103' },
      telecom: [{ system: 'phone', value: `860-555-${String(i).padStart(4, '0')}` }],
      identifier: [{ system: NPI_SYSTEM, value: npiOf(i) }],
    };
  }
}

function* schedules() {
  for (let i = 0; i < LOCATIONS; i++) {
    yield {
      resourceType: 'Schedule',
      id: `sched-${i}`,
      actor: [{ reference: `Location/loc-${i}` }],
      serviceType: [{ text: i % 2 ? 'Speech-language therapy' : 'Autism diagnostic evaluation' }],
    };
  }
}

function* slots(file: number) {
  const perFile = SLOTS / SLOT_FILES;
  for (let k = file * perFile; k < (file + 1) * perFile; k++) {
    const location = k % LOCATIONS;
    const start = new Date(tomorrow + Math.floor(k / LOCATIONS) * 3_600_000);
    yield {
      resourceType: 'Slot',
      id: `slot-${k}`,
      schedule: { reference: `Schedule/sched-${location}` },
      status: k % BUSY_EVERY === 0 ? 'busy' : 'free',
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      extension: [
        { url: `${EXTENSIONS}/booking-deep-link`, valueUrl: `https://book.example.org/s/${k}` },
        { url: `${EXTENSIONS}/booking-phone`, valueString: '860-555-0100' },
      ],
    };
  }
}

const files: Record<string, { type: string; lines: () => Iterable<object> }> = {
  'locations.ndjson': { type: 'Location', lines: locations },
  'schedules.ndjson': { type: 'Schedule', lines: schedules },
  ...Object.fromEntries(
    Array.from({ length: SLOT_FILES }, (_, n) => [
      `slots-${n}.ndjson`,
      { type: 'Slot', lines: () => slots(n) },
    ]),
  ),
};

const lastModified = new Date().toUTCString();
const answers = { full: 0, notModified: 0 };
function serve(response: ServerResponse, etag: string, ifNoneMatch: string | undefined) {
  const headers = { etag, 'last-modified': lastModified };
  if (ifNoneMatch === etag) {
    answers.notModified += 1;
    response.writeHead(304, headers).end();
    return false;
  }
  answers.full += 1;
  return true;
}

const publisher = createServer((request, response) => {
  const name = new URL(request.url ?? '/', 'http://x').pathname.slice(1);
  const etag = `"bench-${name}"`;
  if (name === '$bulk-publish') {
    if (!serve(response, etag, request.headers['if-none-match'])) return;
    const output = Object.entries(files).map(([file, { type }]) => ({
      type,
      url: `${base}/${file}`,
    }));
    response.writeHead(200, {
      'content-type': 'application/json',
      etag,
      'last-modified': lastModified,
    });
    response.end(JSON.stringify({ transactionTime: new Date().toISOString(), output, error: [] }));
    return;
  }
  const file = files[name];
  if (!file) return void response.writeHead(404).end();
  if (!serve(response, etag, request.headers['if-none-match'])) return;
  response.writeHead(200, {
    'content-type': 'application/fhir+ndjson',
    etag,
    'last-modified': lastModified,
  });
  Readable.from(
    (function* () {
      for (const line of file.lines()) yield `${JSON.stringify(line)}\n`;
    })(),
  ).pipe(response);
});
await new Promise<void>((resolve) => publisher.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(publisher.address() as AddressInfo).port}`;

const { database, drop } = await throwAwayDatabase('openings', serverUrl);
try {
  const db = database.db;
  await db.insert(providers).values(
    Array.from({ length: LOCATIONS }, (_, i) => ({
      name: `Bench Clinic ${i}`,
      specialty: 'Psychologist',
      city: 'Hartford',
      state: 'CT',
      latitude: 41.77,
      longitude: -72.67,
      npiNumber: npiOf(i),
      source: 'registry' as const,
    })),
  );
  const [link] = await db
    .insert(schedulingLinks)
    .values({
      url: `${base}/$bulk-publish`,
      providerId: (await db.select({ id: providers.id }).from(providers).limit(1))[0]!.id,
      connectedByAdmin: true,
    })
    .returning({ id: schedulingLinks.id });
  // As OUTBOUND_ALLOWED_HOSTS would list it: the publisher is on a loopback address.
  const settings = { allowedHosts: parseAllowedHosts(new URL(base).host) };

  let peakRss = 0;
  const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
  async function readOnce() {
    const before = { ...answers };
    peakRss = 0;
    const sampler = setInterval(sample, 10);
    const started = performance.now();
    const read = await readSchedulingLink(db, settings, link!.id);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    sample();
    return {
      ...read,
      seconds,
      full: answers.full - before.full,
      notModified: answers.notModified - before.notModified,
    };
  }

  const idle = process.memoryUsage().rss;
  const first = await readOnce();
  const firstPeak = peakRss;
  const [row] = await db.select().from(schedulingLinks).where(eq(schedulingLinks.id, link!.id));
  const kept = (
    await db
      .select({ n: count() })
      .from(providerOpenings)
      .where(eq(providerOpenings.schedulingLinkId, link!.id))
  )[0]!.n;
  const c = row!.counts!;
  console.log(
    `publisher: ${LOCATIONS} locations, ${SLOTS.toLocaleString('en')} slots in ${SLOT_FILES} files ` +
      `(1 in ${BUSY_EVERY} busy); ${serverUrl ? 'PostgreSQL' : 'embedded PGlite'}`,
  );
  console.log(
    `first read (${first.outcome}): ${first.seconds.toFixed(1)} s, ${first.full} files read, ` +
      `${first.linesParsed.toLocaleString('en')} lines parsed; ${c.matched} of ${c.locations} ` +
      `locations matched; ${c.slotsKept.toLocaleString('en')} slots kept ` +
      `(${kept.toLocaleString('en')} openings stored), ${c.busySkipped.toLocaleString('en')} busy`,
  );
  console.log(`  peak RSS ${mb(firstPeak)} (${mb(idle)} before the read: database open)`);
  const again = await readOnce();
  console.log(
    `second read, unchanged (${again.outcome}): ${again.seconds.toFixed(2)} s, ` +
      `${again.notModified} answers 304, ${again.full} read in full, ` +
      `${again.linesParsed} lines parsed; peak RSS ${mb(peakRss)}`,
  );
  console.log(`process max RSS: ${mb(process.resourceUsage().maxRSS * 1024)}`);
  if (first.outcome !== 'read' || again.outcome !== 'unchanged' || again.linesParsed !== 0) {
    process.exitCode = 1;
  }
} finally {
  await drop();
  publisher.close();
}
