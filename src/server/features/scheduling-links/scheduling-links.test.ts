import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchedulingLinkStatus } from '@shared/api/scheduling-links';
import {
  auditLog,
  listingStaff,
  providerOpenings,
  providers,
  schedulingLinks,
} from '@server/db/schema';
import { runDueJobs } from '@server/lib/job-runner';
import { parseAllowedHosts } from '@server/lib/outbound/allowed-hosts';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import {
  startPublisher,
  type Publisher,
} from '../../../../tests/fixtures/smart-scheduling/publisher.mjs';
import {
  createTestApp,
  TEST_ALLOWED_HOSTS,
  type TestContext,
} from '../../../../tests/setup/test-app';
import { readSchedulingLinkJob } from './read-scheduling-link.job';
import { queueDueReads, READ_EVERY_MS } from './schedule-reads';

const ADMIN = 'scheduler@example.org';
const CLINIC = 'front-desk@fitchburg-clinic.example.org';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let ctx: TestContext;
let publisher: Publisher;
let admin: TestAccount;
let family: TestAccount;
let clinic: TestAccount;
/** Listed at the publisher's first location (by NPI), and a listing the clinic does not keep. */
let fitchburg: string;
let elsewhere: string;

const base = {
  specialty: 'Psychologist',
  latitude: 42.5,
  longitude: -71.8,
  source: 'admin' as const,
};

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  publisher = await startPublisher();
  admin = await createAccount(ctx, { email: ADMIN });
  family = await createAccount(ctx);
  clinic = await createAccount(ctx, { email: CLINIC });
  const rows = await ctx.database.db
    .insert(providers)
    .values([
      {
        ...base,
        name: 'Fitchburg Clinic',
        city: 'Fitchburg',
        state: 'MA',
        npiNumber: publisher.clinics[0]!.npi,
      },
      { ...base, name: 'Springfield Clinic', city: 'Springfield', state: 'MA' },
    ])
    .returning({ id: providers.id });
  [fitchburg, elsewhere] = rows.map((row) => row.id) as [string, string];
  await ctx.database.db.insert(listingStaff).values({ providerId: fitchburg, email: CLINIC });
});
afterAll(async () => {
  await publisher.close();
  await ctx.close();
});

const call = (account: TestAccount | null, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });
const adminPath = (id: string) => `/api/admin/providers/${id}/scheduling-link`;
const clinicPath = (id: string) => `/api/clinic/listings/${id}/scheduling-link`;
const put = (account: TestAccount | null, path: string, url: unknown) =>
  call(account, { method: 'PUT', url: path, payload: { url } });
const status = async (path: string, account = admin) =>
  (await call(account, { url: path })).json() as SchedulingLinkStatus;
/** What the server's job runner does every second. */
const runJobs = () =>
  runDueJobs([readSchedulingLinkJob], {
    db: ctx.database.db,
    schedulingReads: { allowedHosts: parseAllowedHosts(TEST_ALLOWED_HOSTS) },
  });
const audited = (action: string, subject: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subject, subject)));

describe('PUT /api/admin/providers/{id}/scheduling-link', () => {
  it('connects a publisher (202), reads it at once, and shows how the read went', async () => {
    const response = await put(admin, adminPath(fitchburg), publisher.url);
    expect(response.statusCode).toBe(202);
    expect(response.json<SchedulingLinkStatus>().link).toMatchObject({
      url: publisher.url,
      lastOutcome: null,
      openings: 0,
      reading: true,
    });
    expect((await status(adminPath(fitchburg))).link!.reading).toBe(true);
    expect(await runJobs()).toBe(1);
    const { link } = await status(adminPath(fitchburg));
    expect(link).toMatchObject({ lastOutcome: 'ok', lastFailure: null, reading: false });
    expect(link!.counts).toMatchObject({ locations: 40, matched: 1, unmatched: 39 });
    expect(link!.openings).toBe(link!.counts!.slotsKept);
    expect(link!.openings).toBeGreaterThan(0);
    expect(await audited('scheduling_link_connected', fitchburg)).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        details: expect.objectContaining({ url: publisher.url }),
      }),
    ]);
  });

  it('reads it again on the schedule, and not before', async () => {
    const now = new Date();
    expect(await queueDueReads(ctx.database.db, now)).toBe(0);
    const later = new Date(now.getTime() + READ_EVERY_MS + 1000);
    expect(await queueDueReads(ctx.database.db, later)).toBe(1);
    // Queued for a quarter of an hour from now: not underway yet.
    expect((await status(adminPath(fitchburg))).link!.reading).toBe(false);
    const from = publisher.requests.length;
    expect(
      await runDueJobs(
        [readSchedulingLinkJob],
        {
          db: ctx.database.db,
          schedulingReads: { allowedHosts: parseAllowedHosts(TEST_ALLOWED_HOSTS) },
        },
        later,
      ),
    ).toBe(1);
    expect(publisher.requests.length).toBeGreaterThan(from);
    expect((await status(adminPath(fitchburg))).link!.lastOutcome).toBe('not_modified');
  });

  it.each([
    ['not an address', 'publisher'],
    ['another scheme', 'ftp://127.0.0.1/$bulk-publish'],
    ['a file', 'file:///etc/passwd'],
    ['a number', 42],
    ['an unlisted loopback address', 'http://127.0.0.2:9/$bulk-publish'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/$bulk-publish'],
    ['a private address', 'http://10.0.0.1/$bulk-publish'],
  ])('refuses %s with a 400 naming url, and keeps the link as it was', async (_, url) => {
    const before = await status(adminPath(fitchburg));
    const response = await put(admin, adminPath(fitchburg), url);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('url');
    expect(await status(adminPath(fitchburg))).toEqual(before);
  });

  it('audits a refused address', async () => {
    const refused = await audited('scheduling_link_refused', fitchburg);
    expect(refused.map((entry) => (entry.details as { url: string }).url)).toContain(
      'http://169.254.169.254/latest/$bulk-publish',
    );
  });

  it('is for admins only', async () => {
    expect((await put(null, adminPath(fitchburg), publisher.url)).statusCode).toBe(401);
    expect((await call(null, { url: adminPath(fitchburg) })).statusCode).toBe(401);
    expect((await put(family, adminPath(elsewhere), publisher.url)).statusCode).toBe(403);
    expect((await call(family, { url: adminPath(fitchburg) })).statusCode).toBe(403);
    expect((await status(adminPath(elsewhere))).link).toBeNull();
  });

  it('answers 404 for a provider that does not exist', async () => {
    expect((await put(admin, adminPath(UNKNOWN), publisher.url)).statusCode).toBe(404);
  });
});

describe('PUT /api/clinic/listings/{providerId}/scheduling-link', () => {
  it("lets a clinic's staff see and connect their own listing's link", async () => {
    const seen = await status(clinicPath(fitchburg), clinic);
    expect(seen.link!.url).toBe(publisher.url);
    const moved = `${publisher.base}/%24bulk-publish`;
    const response = await put(clinic, clinicPath(fitchburg), moved);
    expect(response.statusCode).toBe(202);
    expect(response.json<SchedulingLinkStatus>().link!.url).toBe(moved);
    const [row] = await ctx.database.db
      .select()
      .from(schedulingLinks)
      .where(eq(schedulingLinks.providerId, fitchburg));
    expect(row).toMatchObject({ connectedBy: clinic.id, connectedByAdmin: false, files: [] });
    await runJobs();
    expect((await status(clinicPath(fitchburg), clinic)).link!.lastOutcome).toBe('ok');
  });

  it("never shows or changes another clinic's listing", async () => {
    expect((await put(clinic, clinicPath(elsewhere), publisher.url)).statusCode).toBe(404);
    expect((await call(clinic, { url: clinicPath(elsewhere) })).statusCode).toBe(404);
    expect((await put(family, clinicPath(fitchburg), null)).statusCode).toBe(404);
    expect((await status(adminPath(elsewhere))).link).toBeNull();
    expect((await status(adminPath(fitchburg))).link).not.toBeNull();
  });

  it('needs a session, and refuses a bad address with a 400 naming url', async () => {
    expect((await put(null, clinicPath(fitchburg), null)).statusCode).toBe(401);
    const bad = await put(clinic, clinicPath(fitchburg), 'http://127.0.0.2/$bulk-publish');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('url');
  });

  it('disconnects with null, taking its openings away', async () => {
    expect((await status(adminPath(fitchburg))).link!.openings).toBeGreaterThan(0);
    const response = await put(clinic, clinicPath(fitchburg), null);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ link: null });
    expect(
      await ctx.database.db
        .select()
        .from(providerOpenings)
        .where(eq(providerOpenings.providerId, fitchburg)),
    ).toEqual([]);
    expect(await audited('scheduling_link_disconnected', fitchburg)).toHaveLength(1);
  });
});
