import type { NewProviderRow } from '@server/db/schema';
import {
  INSURANCE_OPTIONS,
  type InsuranceOption,
  type ServiceOption,
} from '@shared/rules/care-options';
import { SAMPLE_CITIES, SAMPLE_STATES, type SampleCity, type SampleState } from './cities';
import {
  EMAIL_MAILBOXES,
  NAME_FIRST_WORDS,
  NAME_SECOND_WORDS,
  STREET_NAMES,
  STREET_SUFFIXES,
  WEBSITE_QUERIES,
} from './names';
import { isDiagnostic, SPECIALTY_PROFILES, type SpecialtyProfile } from './specialties';

// The fictional sample providers: flagged as sample, never passed off as real
// (docs/product.md#truthful-data). Generated from a fixed seed so every machine, test and
// screenshot sees the same rows.

export const SAMPLE_PROVIDER_COUNT = 300;
const SEED = 0x5eed_a115;
/** A second stream for the practice facts, so adding them left every other sample value as it was. */
const FACTS_SEED = 0xfac7_5eed;

/** mulberry32: tiny, fast, and identical on every JS engine (32-bit integer maths only). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof createRandom>;

function createRandom(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const chance = (probability: number): boolean => next() < probability;
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const weighted = <T extends { weight: number }>(items: readonly T[]): T => {
    let ticket = next() * items.reduce((sum, item) => sum + item.weight, 0);
    for (const item of items) {
      ticket -= item.weight;
      if (ticket < 0) return item;
    }
    return pick(items);
  };
  return { next, int, chance, pick, weighted };
}

// Kaiser Permanente only runs health plans in some regions; of the sample states, these.
const KAISER_STATES: ReadonlySet<SampleState> = new Set(['OR', 'GA', 'VA', 'MD']);

// Chance a practice takes each commercial plan.
const COMMERCIAL: readonly (readonly [InsuranceOption, number])[] = [
  ['Blue Cross Blue Shield', 0.65],
  ['UnitedHealthcare', 0.45],
  ['Aetna', 0.4],
  ['Cigna', 0.35],
  ['Humana', 0.15],
  ['Other', 0.15],
];

const MAX_INSURANCE = 6;
const MAX_SERVICES = 5;

function pickServices(random: Random, profile: SpecialtyProfile): ServiceOption[] {
  const chosen = profile.services.filter(([, probability]) => random.chance(probability));
  const services = chosen.length > 0 ? chosen : profile.services.slice(0, 1);
  return services.slice(0, MAX_SERVICES).map(([service]) => service);
}

function pickInsurance(random: Random, profile: SpecialtyProfile, state: SampleState): string[] {
  // About 5% of practices have not told us which plans they take.
  if (random.chance(0.05)) return [];
  const accepted = new Set<InsuranceOption>();
  if (random.chance(profile.medicaid)) accepted.add('Medicaid');
  if (random.chance(profile.medicare)) accepted.add('Medicare');
  if (KAISER_STATES.has(state) && random.chance(0.3)) accepted.add('Kaiser Permanente');
  for (const [plan, probability] of COMMERCIAL) {
    if (random.chance(probability)) accepted.add(plan);
  }
  const plans = [...accepted];
  while (plans.length > MAX_INSURANCE) plans.splice(random.int(0, plans.length - 1), 1);
  // Keep the option-list order so rows read consistently.
  return INSURANCE_OPTIONS.filter((option) => plans.includes(option));
}

function pickWait(
  random: Random,
  profile: SpecialtyProfile,
  services: readonly ServiceOption[],
): number | null {
  // About 8% unknown: shown as 'Wait time not reported', never guessed.
  if (random.chance(0.08)) return null;
  if (services.some(isDiagnostic) && profile.diagnosticWait) {
    const [min, max] = profile.diagnosticWait;
    return random.int(min, max);
  }
  // Therapy waits lean short: squaring a uniform draw puts most near the minimum.
  const [min, max] = profile.therapyWait;
  const r = random.next();
  return min + Math.floor(r * r * (max - min + 1));
}

const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;
const between = (random: Random, [min, max]: readonly [number, number]): number =>
  min + random.next() * (max - min);

function slug(...words: string[]): string {
  return words
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
}

function uniqueStem(random: Random, used: Set<string>): [string, string] {
  for (;;) {
    const first = random.pick(NAME_FIRST_WORDS);
    const second = random.pick(NAME_SECOND_WORDS);
    const key = `${first} ${second}`;
    if (!used.has(key)) {
      used.add(key);
      return [first, second];
    }
  }
}

function sampleProvider(
  random: Random,
  state: SampleState,
  usedStems: Set<string>,
): NewProviderRow {
  const cities = SAMPLE_CITIES.filter((entry) => entry.state === state);
  const place: SampleCity = random.weighted(cities);
  const profile = random.weighted(SPECIALTY_PROFILES);
  const [first, second] = uniqueStem(random, usedStems);
  const domain = `${slug(first, second)}.example`;

  const servicesOffered = pickServices(random, profile);
  const suite = random.chance(0.6)
    ? `, Suite ${random.int(1, 4)}${random.int(0, 2)}${random.int(0, 9)}`
    : '';
  const website = random.chance(0.75) ? `https://${domain}` : null;

  return {
    name: `${first} ${second} ${random.pick(profile.practiceKinds)}`,
    specialty: profile.specialty,
    addressLine: `${random.int(100, 9899)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_SUFFIXES)}${suite}`,
    city: place.city,
    state,
    zipCode: place.zipCode,
    latitude: round4(place.latitude + between(random, place.jitter.lat)),
    longitude: round4(place.longitude + between(random, place.jitter.lon)),
    averageWaitTime: pickWait(random, profile, servicesOffered),
    servicesOffered,
    acceptedInsurance: pickInsurance(random, profile, state),
    profileImageUrl: null,
    // 555-0100 to 555-0199 is the range set aside for fiction.
    phone: `(${place.areaCode}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`,
    email: random.chance(0.7) ? `${random.pick(EMAIL_MAILBOXES)}@${domain}` : null,
    websiteUrl:
      website && random.chance(0.1) ? `${website}/${random.pick(WEBSITE_QUERIES)}` : website,
    npiNumber: null,
    source: 'sample',
  };
}

/**
 * Ages, languages and telehealth for a sample practice: a third of them unknown, as most real
 * listings are, so the sample shows how unknown reads.
 */
function sampleFacts(random: Random, servicesOffered: readonly string[]) {
  if (random.chance(0.35)) return {};
  const earlyOnly =
    servicesOffered.length === 1 && servicesOffered[0] === 'Early Intervention (Birth to 3)';
  const agesFrom = earlyOnly ? 0 : random.pick([0, 2, 3, 5]);
  const agesTo = earlyOnly ? 3 : random.pick([12, 17, 21, 99]);
  const languages = ['en'];
  if (random.chance(0.35)) languages.push('es');
  if (random.chance(0.08)) languages.push(random.pick(['zh', 'vi', 'ar', 'fr', 'ht', 'ko']));
  const telehealth = random.chance(0.15) ? null : random.chance(0.45);
  return { agesFrom, agesTo, languages, telehealth };
}

/** The ~300 fictional sample providers, identical on every call. */
export function sampleProviders(): NewProviderRow[] {
  const random = createRandom(SEED);
  const factsRandom = createRandom(FACTS_SEED);
  const usedStems = new Set<string>();
  const rows: NewProviderRow[] = [];
  for (let index = 0; index < SAMPLE_PROVIDER_COUNT; index += 1) {
    // Round-robin over the states keeps each state at 33 or 34 rows.
    const state = SAMPLE_STATES[index % SAMPLE_STATES.length];
    if (state === undefined) throw new Error('no sample states');
    const row = sampleProvider(random, state, usedStems);
    rows.push({ ...row, ...sampleFacts(factsRandom, row.servicesOffered ?? []) });
  }
  return rows;
}
