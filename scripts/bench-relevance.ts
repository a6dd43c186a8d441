// `npm run bench:relevance`: how relevant the first page of the provider search is for families.
// Loads the 100,000-provider bench directory (scripts/bench-directory.ts) into a throw-away
// embedded database, signs up 20 families, each with its own profile (insurance, ZIP code,
// services, travel distance), and asks for each one's first page as the list does
// (`GET /api/providers?sort=soonest&limit=10&service=...`, the profile applying the rest). For each
// family it prints the share of results that accept its insurance or list none ('unknown'), the
// share known not to take it ('notListed'), the share within its travel distance of its ZIP code's
// centre, the share offering every service it chose, the median distance and the search time
// (the first search for those filters; the search index is loaded before).
// Targets: 100% accepting-or-unknown, 0% known-not, 100% within distance, 100% offering every
// service, for every family; exits 1 naming the family and the goal when one is missed.
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { zipCentroid } from '../src/server/domain/places/zip-centroids';
import type { ProviderPage, ProviderResult } from '../src/shared/api/providers';
import type { InsuranceOption, ServiceOption } from '../src/shared/rules/care-options';
import {
  insuranceStanding,
  milesBetween,
  type Point,
  type TravelMiles,
} from '../src/shared/rules/family-reach';
import { createAccount } from '../tests/support/accounts';
import { freshDataDir } from '../tests/support/server-process';
import { load } from './bench-directory';

const COUNT = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const PAGE_SIZE = 10;

interface Family {
  insurance: InsuranceOption;
  /** A real ZIP code in or near one of the sample cities, so the directory has providers near. */
  zipCode: string;
  services: ServiceOption[];
  travelMiles: TravelMiles;
}

const AUTISM = 'Autism Diagnosis';
const ABA = 'Applied Behavior Analysis (ABA)';
const SPEECH = 'Speech-Language Therapy';
const OT = 'Occupational Therapy';
const DEV_PEDS = 'Developmental Pediatrics';
const EARLY = 'Early Intervention (Birth to 3)';
const BEHAVIORAL = 'Behavioral Therapy';

// Every insurance, one to three services, 10 to 100 miles. The bench directory is lumpy (its
// seeded generator repeats about 510 distinct providers, each at one point), so each family's
// services are ones offered within its distance: an empty page would leave nothing to judge.
const FAMILIES: readonly Family[] = [
  { insurance: 'Medicaid', zipCode: '27601', services: [AUTISM, ABA], travelMiles: 100 },
  { insurance: 'Cigna', zipCode: '28801', services: [AUTISM], travelMiles: 10 },
  {
    insurance: 'UnitedHealthcare',
    zipCode: '30303',
    services: [BEHAVIORAL, EARLY],
    travelMiles: 50,
  },
  { insurance: 'Aetna', zipCode: '77002', services: [ABA], travelMiles: 100 },
  { insurance: 'Humana', zipCode: '78701', services: [AUTISM, OT], travelMiles: 100 },
  { insurance: 'Kaiser Permanente', zipCode: '85004', services: [ABA], travelMiles: 25 },
  { insurance: 'Medicare', zipCode: '85701', services: ['ADHD Evaluation', OT], travelMiles: 50 },
  { insurance: 'Other', zipCode: '97204', services: [DEV_PEDS], travelMiles: 25 },
  { insurance: 'Medicaid', zipCode: '46204', services: [AUTISM, OT], travelMiles: 50 },
  {
    insurance: 'Blue Cross Blue Shield',
    zipCode: '23219',
    services: [BEHAVIORAL, OT, DEV_PEDS],
    travelMiles: 50,
  },
  { insurance: 'UnitedHealthcare', zipCode: '30060', services: [AUTISM], travelMiles: 10 },
  { insurance: 'Aetna', zipCode: '49503', services: [SPEECH, OT, DEV_PEDS], travelMiles: 25 },
  { insurance: 'Cigna', zipCode: '21202', services: [AUTISM, OT, DEV_PEDS], travelMiles: 100 },
  { insurance: 'Kaiser Permanente', zipCode: '20850', services: [SPEECH, OT], travelMiles: 25 },
  { insurance: 'Medicaid', zipCode: '27514', services: [AUTISM, SPEECH], travelMiles: 50 },
  { insurance: 'Humana', zipCode: '97401', services: [ABA, EARLY, DEV_PEDS], travelMiles: 100 },
  { insurance: 'Medicare', zipCode: '24011', services: [AUTISM], travelMiles: 10 },
  {
    insurance: 'Blue Cross Blue Shield',
    zipCode: '21701',
    services: [ABA, SPEECH],
    travelMiles: 10,
  },
  { insurance: 'Other', zipCode: '22902', services: [AUTISM, OT], travelMiles: 10 },
  { insurance: 'Medicaid', zipCode: '48226', services: [AUTISM], travelMiles: 10 },
];

/** What one family's first page holds, as counts of its results. */
interface Relevance {
  family: Family;
  results: number;
  acceptsOrUnknown: number;
  notListed: number;
  withinDistance: number;
  offersEveryService: number;
  /** Miles from the family's ZIP code centre, one per result. */
  distances: number[];
  searchMs: number;
}

type Ctx = Parameters<typeof createAccount>[0];

/** A verified family with its profile and travel distance saved, as the profile page does. */
async function signUp(ctx: Ctx, family: Family): Promise<string> {
  const { cookie } = await createAccount(ctx);
  const profile = { insuranceType: family.insurance, desiredServices: family.services };
  await put(ctx.app, cookie, '/api/profile', { ...profile, zipCode: family.zipCode });
  await put(ctx.app, cookie, '/api/profile/travel-distance', { travelMiles: family.travelMiles });
  return cookie;
}

async function put(app: FastifyInstance, cookie: string, url: string, payload: object) {
  const response = await app.inject({ method: 'PUT', url, headers: { cookie }, payload });
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
}

function searchUrl(family: Family): string {
  const query = new URLSearchParams({ sort: 'soonest', limit: String(PAGE_SIZE) });
  for (const service of family.services) query.append('service', service);
  return `/api/providers?${query}`;
}

/** The family's first page and the server's time to answer it. */
async function search(app: FastifyInstance, cookie: string, url: string) {
  const started = performance.now();
  const response = await app.inject({ url, headers: { cookie } });
  const searchMs = performance.now() - started;
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return { providers: (response.json() as ProviderPage).providers, searchMs };
}

/** Judges each result by the family's own needs, distances measured here from its ZIP code. */
function relevance(family: Family, providers: ProviderResult[], searchMs: number): Relevance {
  const home: Point | null = zipCentroid(family.zipCode);
  if (!home) throw new Error(`ZIP code ${family.zipCode} has no centre`);
  const count = (test: (provider: ProviderResult) => boolean) => providers.filter(test).length;
  const standing = (provider: ProviderResult) =>
    insuranceStanding(provider.acceptedInsurance, family.insurance);
  const distances = providers.map((provider) => milesBetween(home, provider));
  return {
    family,
    results: providers.length,
    acceptsOrUnknown: count((provider) => standing(provider) !== 'notListed'),
    notListed: count((provider) => standing(provider) === 'notListed'),
    withinDistance: distances.filter((miles) => miles <= family.travelMiles).length,
    offersEveryService: count((provider) =>
      family.services.every((service) => provider.servicesOffered.includes(service)),
    ),
    distances,
    searchMs,
  };
}

/** The goals a family's page missed, each with the share it got; none when it met them all. */
function missedGoals(row: Relevance): string[] {
  if (row.results === 0) return ['no results to judge'];
  const goals: [goal: string, met: number, wanted: number][] = [
    ['100% accepting-or-unknown', row.acceptsOrUnknown, row.results],
    ['0% known-not', row.notListed, 0],
    ['100% within distance', row.withinDistance, row.results],
    ['100% offering every service', row.offersEveryService, row.results],
  ];
  return goals
    .filter(([, met, wanted]) => met !== wanted)
    .map(([goal, met]) => `${goal} (got ${share(met, row.results)})`);
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const share = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${Math.round((100 * part) / whole)}%`;
const miles = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(1)} mi`);

function summary(family: Family): string {
  const services = `${family.services.length} service${family.services.length > 1 ? 's' : ''}`;
  return `${family.insurance}, ${family.zipCode}, ${services}, ${family.travelMiles} mi`;
}

const HEADER = [
  'family',
  'results',
  'accepting/unknown',
  'known-not',
  'within distance',
  'every service',
  'median distance',
  'search ms',
];

function cells(row: Relevance): string[] {
  return [
    summary(row.family),
    String(row.results),
    share(row.acceptsOrUnknown, row.results),
    share(row.notListed, row.results),
    share(row.withinDistance, row.results),
    share(row.offersEveryService, row.results),
    miles(median(row.distances)),
    row.searchMs.toFixed(1),
  ];
}

/** Columns padded to their widest cell: the family left-aligned, the figures right-aligned. */
function printTable(rows: string[][]): void {
  const widths = HEADER.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) {
    const padded = row.map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
    );
    console.log(padded.join(' | '));
  }
}

function printSummary(rows: Relevance[]): void {
  type Count = keyof Omit<Relevance, 'family' | 'distances' | 'searchMs'>;
  const total = (field: Count) => rows.reduce((sum, row) => sum + row[field], 0);
  const results = total('results');
  console.log(
    `\noverall (${results} results): accepting-or-unknown ${share(total('acceptsOrUnknown'), results)} (goal 100%), ` +
      `known-not ${share(total('notListed'), results)} (goal 0%), ` +
      `within distance ${share(total('withinDistance'), results)} (goal 100%), ` +
      `offering every service ${share(total('offersEveryService'), results)} (goal 100%), ` +
      `median distance ${miles(median(rows.flatMap((row) => row.distances)))}`,
  );
}

/** Signs every family up, then asks for each one's first page; the index is loaded first. */
async function measureFamilies(ctx: Ctx): Promise<Relevance[]> {
  const cookies: string[] = [];
  for (const family of FAMILIES) cookies.push(await signUp(ctx, family));
  // The first search waits for the search index to load; the timed ones should not.
  await search(ctx.app, cookies[0]!, '/api/providers?limit=1');
  const rows: Relevance[] = [];
  for (const [i, family] of FAMILIES.entries()) {
    const { providers, searchMs } = await search(ctx.app, cookies[i]!, searchUrl(family));
    rows.push(relevance(family, providers, searchMs));
  }
  return rows;
}

/** Prints the table, the overall line and each missed goal; true when every goal was met. */
function report(rows: Relevance[]): boolean {
  console.log(`\nfirst page (${PAGE_SIZE}, soonest) for each family's profile:`);
  printTable([HEADER, ...rows.map(cells)]);
  printSummary(rows);
  const misses = rows.flatMap((row) =>
    missedGoals(row).map((goal) => `missed: ${summary(row.family)}: ${goal}`),
  );
  for (const miss of misses) console.log(miss);
  if (!misses.length) console.log('every goal met for every family');
  return !misses.length;
}

const dataDir = freshDataDir();
const database = openDatabase({});
try {
  const started = performance.now();
  await load(database, COUNT);
  const loadSeconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`PGlite: ${COUNT.toLocaleString('en-US')} providers loaded in ${loadSeconds} s`);
  const config = loadConfig({ DATA_DIR: dataDir });
  const app = await buildApp({ config, database, pagesDir: '/nonexistent' });
  try {
    if (!report(await measureFamilies({ app, config, database }))) process.exitCode = 1;
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
