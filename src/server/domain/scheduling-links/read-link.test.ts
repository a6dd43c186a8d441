import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentRequests,
  listingStaff,
  providerOpenings,
  providers,
  schedulingLinks,
  users,
} from '@server/db/schema';
import { parseAllowedHosts } from '@server/lib/outbound/allowed-hosts';
import {
  startPublisher,
  type Publisher,
} from '../../../../tests/fixtures/smart-scheduling/publisher.mjs';
import { createTestDatabase, type TestDatabase } from '../../../../tests/setup/test-db';
import { TEST_ALLOWED_HOSTS } from '../../../../tests/setup/test-app';
import { readSchedulingLink, type SchedulingReadSettings } from './read-link';

// The importer against the local SMART Scheduling Links publisher (tests/fixtures/smart-scheduling):
// its 40 locations are 30 with an NPI we list, 5 with only an address, and 5 with an NPI no one
// lists; here the last of those is a listing an admin added, so removing it can be seen.

const settings: SchedulingReadSettings = {
  allowedHosts: parseAllowedHosts(TEST_ALLOWED_HOSTS),
  // Room for a busy machine; the hanging publisher gets a short limit of its own.
  timeLimitMs: 30_000,
};

let database: TestDatabase;
let publisher: Publisher;
/** The provider of each publisher location that we list, by index. */
const providerOf = new Map<number, string>();

const base = {
  specialty: 'Psychologist',
  latitude: 41.7,
  longitude: -72.7,
  source: 'directory' as const,
};

beforeAll(async () => {
  database = await createTestDatabase();
  publisher = await startPublisher();
  // As a payer-directory import makes them: each practitioner with its NPI and address. The
  // address-only locations' practitioners are listed too, at buildings they share with others.
  for (const clinic of publisher.clinics.slice(0, 35)) {
    const [row] = await database.db
      .insert(providers)
      .values({
        ...base,
        name: clinic.person,
        npiNumber: clinic.directoryNpi,
        // One written out in full, as some directories do: it must still match.
        addressLine: clinic.index === 31 ? '1 Circle Drive, Suite 200' : clinic.address.line[0],
        city: clinic.address.city,
        state: clinic.address.state,
        zipCode: clinic.address.postalCode.slice(0, 5),
      })
      .returning({ id: providers.id });
    providerOf.set(clinic.index, row!.id);
  }
  const [added] = await database.db
    .insert(providers)
    .values({
      ...base,
      name: 'Kingston Clinic',
      city: 'Kingston',
      state: 'MA',
      npiNumber: '1999000039',
    })
    .returning({ id: providers.id });
  providerOf.set(39, added!.id);
});
afterAll(async () => {
  await publisher.close();
  await database.destroy();
});
afterEach(() => publisher.set({ mode: 'ok' }));

const openingsOf = (providerId: string) =>
  database.db
    .select()
    .from(providerOpenings)
    .where(eq(providerOpenings.providerId, providerId))
    .orderBy(asc(providerOpenings.startsAt));
const allOpenings = () => database.db.select().from(providerOpenings);
const linkRow = async (id: string) =>
  (await database.db.select().from(schedulingLinks).where(eq(schedulingLinks.id, id)))[0]!;

/** A family's request holding an opening for the next 48 hours. */
async function holdForAFamily(openingId: string) {
  const [family] = await database.db
    .insert(users)
    .values({ email: 'family@example.org' })
    .returning({ id: users.id });
  const [request] = await database.db
    .insert(appointmentRequests)
    .values({
      userId: family!.id,
      providerName: 'Kingston Clinic',
      providerSpecialty: 'Psychologist',
      providerCity: 'Kingston',
      providerState: 'MA',
    })
    .returning({ id: appointmentRequests.id });
  await database.db
    .update(providerOpenings)
    .set({ heldByRequestId: request!.id, heldUntil: new Date(Date.now() + 48 * 3600_000) })
    .where(eq(providerOpenings.id, openingId));
}

async function connect(url: string, providerId: string, clinic?: { userId: string }) {
  const [link] = await database.db
    .insert(schedulingLinks)
    .values({
      url,
      providerId,
      connectedByAdmin: !clinic,
      connectedBy: clinic?.userId ?? null,
    })
    .onConflictDoUpdate({ target: schedulingLinks.providerId, set: { url } })
    .returning({ id: schedulingLinks.id });
  return link!.id;
}

describe("an admin's link, read again and again", () => {
  let linkId: string;
  beforeAll(async () => {
    linkId = await connect(publisher.url, providerOf.get(0)!);
  });

  it('matches locations by NPI and by address, counts the rest, and keeps free future slots', async () => {
    const now = new Date();
    expect((await readSchedulingLink(database.db, settings, linkId, now)).outcome).toBe('read');
    const link = await linkRow(linkId);
    expect(link.lastOutcome).toBe('ok');
    expect(link.counts).toMatchObject({
      locations: 40,
      matched: 36,
      unmatched: 4,
      schedules: 40,
      badLines: 0,
      overCap: 0,
    });
    expect(link.counts!.busySkipped).toBeGreaterThan(0);
    const openings = await allOpenings();
    expect(openings).toHaveLength(link.counts!.slotsKept);
    expect(openings.every((o) => o.startsAt > now && o.source === 'scheduling')).toBe(true);
    // By NPI, and by address (the address-only locations' own practitioners, not their neighbours).
    for (const index of [0, 16, 30, 31, 32, 33, 34]) {
      expect((await openingsOf(providerOf.get(index)!)).length).toBeGreaterThan(0);
    }
    const [first] = await openingsOf(providerOf.get(0)!);
    expect(first).toMatchObject({
      service: 'Autism Diagnosis',
      bookingUrl: expect.stringMatching(/^https:\/\/clinic-0\.example\.org\/book\?slot=/),
      bookingPhone: '860-555-1000',
    });
    expect((await openingsOf(providerOf.get(16)!))[0]!.service).toBe('Speech-Language Therapy');
    // No listing carries the unknown NPIs' slots (locations 35-38).
    const listed = new Set(providerOf.values());
    expect(openings.every((o) => listed.has(o.providerId))).toBe(true);
  });

  it('asks "changed since?" the second time, and parses nothing when nothing changed', async () => {
    const before = await allOpenings();
    const from = publisher.requests.length;
    const read = await readSchedulingLink(database.db, settings, linkId);
    expect(read).toEqual({ outcome: 'unchanged', linesParsed: 0 });
    const asked = publisher.requests.slice(from);
    // The manifest and its eight files, each with the validator it sent last time.
    expect(asked).toHaveLength(9);
    expect(asked.every((r) => typeof r.headers['if-none-match'] === 'string')).toBe(true);
    expect((await linkRow(linkId)).lastOutcome).toBe('not_modified');
    expect((await allOpenings()).map((o) => o.id).sort()).toEqual(before.map((o) => o.id).sort());
  });

  it('skips and counts malformed lines, keeping the good ones', async () => {
    publisher.set({ mode: 'malformed' });
    expect((await readSchedulingLink(database.db, settings, linkId)).outcome).toBe('read');
    const link = await linkRow(linkId);
    expect(link.counts!.badLines).toBe(2);
    expect(link.counts!.matched).toBe(36);
    expect((await allOpenings()).length).toBe(link.counts!.slotsKept);
  });

  it('takes away a slot turned busy and a location removed, but not a held one', async () => {
    await readSchedulingLink(database.db, settings, linkId);
    const clinic0 = (await openingsOf(providerOf.get(0)!)).map((o) => o.externalId);
    const [held, ...others] = await openingsOf(providerOf.get(39)!);
    expect(others.length).toBeGreaterThan(0);
    await holdForAFamily(held!.id);
    publisher.set({ revision: 1 });
    // Every instance's search index is told which providers' openings changed.
    const announced: string[] = [];
    const listener = await database.listen('provider_changes', {
      onNotify: (payload) => announced.push(...payload.split(',')),
      onReset: () => {},
    });
    expect((await readSchedulingLink(database.db, settings, linkId)).outcome).toBe('read');
    await listener.sync();
    await listener.close();
    expect(announced).toEqual(expect.arrayContaining([providerOf.get(0), providerOf.get(39)]));
    const after = (await openingsOf(providerOf.get(0)!)).map((o) => o.externalId);
    expect(after.length).toBeGreaterThan(0);
    expect(after.length).toBeLessThan(clinic0.length);
    expect(after.every((id) => clinic0.includes(id))).toBe(true);
    // The removed location's openings are gone, but for the one a family's request holds.
    expect((await openingsOf(providerOf.get(39)!)).map((o) => o.id)).toEqual([held!.id]);
    expect((await linkRow(linkId)).counts).toMatchObject({ locations: 39, matched: 35 });
  });

  it('keeps the last good openings through a 429, and sends nothing before its Retry-After', async () => {
    const before = await allOpenings();
    publisher.set({ mode: '429' });
    const now = new Date();
    expect((await readSchedulingLink(database.db, settings, linkId, now)).outcome).toBe('failed');
    const link = await linkRow(linkId);
    expect(link).toMatchObject({ lastOutcome: 'failed', lastFailure: 'rate-limited' });
    expect(link.retryNotBefore!.getTime()).toBe(now.getTime() + 2000);
    expect(await allOpenings()).toHaveLength(before.length);

    publisher.set({ mode: 'ok' });
    const from = publisher.requests.length;
    const soon = new Date(now.getTime() + 1000);
    expect((await readSchedulingLink(database.db, settings, linkId, soon)).outcome).toBe('waiting');
    expect(publisher.requests.length).toBe(from);
    const later = new Date(now.getTime() + 2500);
    expect((await readSchedulingLink(database.db, settings, linkId, later)).outcome).toBe(
      'unchanged',
    );
    expect((await linkRow(linkId)).retryNotBefore).toBeNull();
  });

  it.each([
    ['500', 'server-error'],
    ['hang', 'timeout'],
    ['gone', 'not-found'],
    ['redirect-away', 'other-origin'],
  ] as const)('keeps the last good openings when the publisher is %s', async (mode, failure) => {
    const before = (await allOpenings()).map((o) => o.id).sort();
    const counts = (await linkRow(linkId)).counts;
    publisher.set({ mode });
    const started = Date.now();
    const limited = { ...settings, timeLimitMs: 1500 };
    expect((await readSchedulingLink(database.db, limited, linkId)).outcome).toBe('failed');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await linkRow(linkId)).toMatchObject({
      lastOutcome: 'failed',
      lastFailure: failure,
      counts,
    });
    expect((await allOpenings()).map((o) => o.id).sort()).toEqual(before);
  });
});

describe('addresses a link may not reach', () => {
  let provider: string;
  let redirector: Server;
  beforeAll(async () => {
    provider = providerOf.get(1)!;
    // On an allowed host, but it sends the reader to another origin (the publisher's port).
    redirector = createServer((_request, response) => {
      response.writeHead(302, { location: publisher.url }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => redirector.close(resolve)));

  it.each([
    ['an unlisted loopback address', () => publisher.url.replace('127.0.0.1', '127.0.0.2')],
    ['the cloud metadata address', () => 'http://169.254.169.254/$bulk-publish'],
    ['a private address', () => 'http://10.0.0.1/$bulk-publish'],
    ['a file URL', () => 'file:///etc/passwd'],
    [
      'a redirect to another origin',
      () => `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/$bulk-publish`,
    ],
  ])('refuses %s and sends it nothing', async (_, url) => {
    const linkId = await connect(url(), provider);
    const from = publisher.requests.length;
    expect((await readSchedulingLink(database.db, settings, linkId)).outcome).toBe('failed');
    expect((await linkRow(linkId)).lastFailure).toBe('refused');
    expect(publisher.requests.length).toBe(from);
    const written = await database.db
      .select()
      .from(providerOpenings)
      .where(eq(providerOpenings.schedulingLinkId, linkId));
    expect(written).toEqual([]);
  });
});

describe("a clinic's link", () => {
  it("writes only onto listings its staff keep, whatever the publisher's NPIs say", async () => {
    const [staff] = await database.db
      .insert(users)
      .values({ email: 'front-desk@clinic-2.example.org', emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    const kept = [providerOf.get(2)!, providerOf.get(8)!];
    await database.db
      .insert(listingStaff)
      .values(kept.map((providerId) => ({ providerId, email: 'front-desk@clinic-2.example.org' })));
    await database.db.delete(providerOpenings);
    const linkId = await connect(publisher.url, providerOf.get(2)!, { userId: staff!.id });
    expect((await readSchedulingLink(database.db, settings, linkId)).outcome).toBe('read');
    expect((await linkRow(linkId)).counts).toMatchObject({ locations: 39, matched: 2 });
    const written = new Set((await allOpenings()).map((o) => o.providerId));
    expect([...written].sort()).toEqual([...kept].sort());
  });
});
