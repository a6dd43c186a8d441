import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, providers } from '@server/db/schema';
import { zipCentroid } from '@server/domain/places/zip-centroids';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { importHelpers } from '../../../../../tests/support/import-admin';
import { startNppesReplay, type NppesReplay } from '../../../../../tests/servers/nppes-replay';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';
import { SEARCH_TERMS } from '@server/domain/registry/autism-taxonomies';

// Registry imports end to end through the API and the durable job, against the replay server.

let ctx: TestContext;
let replay: NppesReplay;
let admin: TestAccount;
const api = importHelpers(
  () => ctx,
  () => replay,
);

beforeAll(async () => {
  replay = await startNppesReplay();
  ctx = await createTestApp({ env: { ADMIN_EMAILS: 'importer@example.org' } });
  admin = await createAccount(ctx, { email: 'importer@example.org' });
});
afterAll(async () => {
  await ctx.close();
  await replay.close();
});
beforeEach(() => replay.reset());

const rowsOf = (state: string) =>
  ctx.database.db.select().from(providers).where(eq(providers.state, state));

describe('multi-state import', () => {
  it('answers 202 with the queued run at once, then the job imports each state', async () => {
    const started = await api.importStates(admin, { states: ['NC', 'GA'], limitPerState: 10 });
    expect(started.statusCode).toBe(202);
    const run = started.json();
    expect(run).toMatchObject({ status: 'queued', states: ['NC', 'GA'], statesDone: [] });
    expect(await api.latest(admin)).toMatchObject({ id: run.id, status: 'queued' });
    expect(replay.requests).toHaveLength(0);

    await api.runJobs();

    const done = await api.latest(admin);
    expect(done).toMatchObject({ id: run.id, status: 'succeeded', failedStates: [] });
    expect(done!.statesDone).toEqual(['NC', 'GA']);
    expect(done!.finishedAt).not.toBeNull();
    expect(await rowsOf('NC')).toHaveLength(10);
    expect(done!.imported).toBe(20);
    expect(await api.stats(admin)).toMatchObject({ hasRealData: true, byState: { NC: 10 } });

    // Every query was a v2.1 query by state and taxonomy, within the registry's bounds.
    for (const query of replay.requests) {
      expect(query.get('version')).toBe('2.1');
      expect(Number(query.get('limit'))).toBeLessThanOrEqual(200);
      expect(SEARCH_TERMS).toContain(query.get('taxonomy_description'));
    }
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['import_started', 'import_finished']));
    expect(audit.map((a) => [a.action, a.actorUserId, a.subject])).toEqual(
      expect.arrayContaining([
        ['import_started', admin.id, run.id],
        ['import_finished', admin.id, run.id],
      ]),
    );
    expect(audit.find((a) => a.action === 'import_finished')!.details).toMatchObject({
      status: 'succeeded',
      imported: 20,
    });
  });

  it('maps the 2019 GA record whose LOCATION is malformed from its MAILING address', async () => {
    const [kelsey] = await ctx.database.db
      .select()
      .from(providers)
      .where(eq(providers.npiNumber, '1053975268'));
    const centroid = zipCentroid('30329')!;
    expect(kelsey).toMatchObject({
      name: 'Kelsey Sprang, PsyD',
      specialty: 'Psychologist, Clinical',
      addressLine: '12 Executive Park Dr Ne Rm 388',
      city: 'Atlanta',
      state: 'GA',
      zipCode: '30329',
      latitude: centroid.latitude,
      longitude: centroid.longitude,
      phone: '(404) 778-0922',
      licenseState: 'GA',
      taxonomyCodes: ['103TC0700X'],
      acceptedInsurance: [],
      averageWaitTime: null,
      websiteUrl: null,
      source: 'registry',
    });
    expect(kelsey!.servicesOffered).toEqual(
      expect.arrayContaining(['Autism Diagnosis', 'ADHD Evaluation']),
    );
    expect(kelsey!.importedAt).toBeInstanceOf(Date);
    // The urologist of the same recorded page is not autism care: matched by code, left out.
    const urologist = await ctx.database.db
      .select()
      .from(providers)
      .where(eq(providers.npiNumber, '1063410173'));
    expect(urologist).toEqual([]);
  });

  it('maps the current format: credentials, ZIP+4, centroids, services by code', async () => {
    const nc = await rowsOf('NC');
    for (const row of nc) {
      expect(row.npiNumber).toMatch(/^\d{10}$/);
      expect(row.zipCode).toMatch(/^\d{5}$/);
      expect(row.acceptedInsurance).toEqual([]);
      expect(row.averageWaitTime).toBeNull();
      expect(zipCentroid(row.zipCode)).toEqual({
        latitude: row.latitude,
        longitude: row.longitude,
      });
      // Only the profile's service options, and never a taxonomy outside the table as the only one.
      expect(row.taxonomyCodes.some((c) => c !== '103TA0400X')).toBe(true);
    }
    const analyst = nc.find((r) => r.specialty === 'Behavior Analyst');
    expect(analyst?.servicesOffered).toEqual([
      'Applied Behavior Analysis (ABA)',
      'Behavioral Therapy',
    ]);
    // Speech and occupational therapists offer what their licence says, not a neighbouring service.
    const speech = nc.find((r) => r.specialty === 'Speech-Language Pathologist');
    expect(speech?.servicesOffered).toEqual(['Speech-Language Therapy']);
    const withCredential = nc.find((r) => r.name.endsWith(', PhD') || r.name.endsWith(', MD'));
    expect(withCredential).toBeDefined();
  });
});

describe('single-state import', () => {
  it('pages past 200 when one query must supply them, and caps at the limit', async () => {
    for (const term of SEARCH_TERMS) replay.setCount('TX', term, 0);
    replay.setCount('TX', 'Early Intervention Provider Agency', 500);
    const started = await api.importState(admin, 'tx', {
      city: '',
      limit: 200,
      clearExisting: false,
    });
    expect(started.statusCode).toBe(202);
    await api.runJobs();
    expect(await api.latest(admin)).toMatchObject({ status: 'succeeded', imported: 200 });
    const tx = await rowsOf('TX');
    expect(tx).toHaveLength(200);
    // Organisations (NPI-2) keep their registered name; their taxonomy has no licence state.
    expect(tx[0]!.name).toMatch(/ Early Intervention Services \d+ LLC$/);
    expect(tx[0]!.licenseState).toBeNull();
    expect(tx[0]!.specialty).toBe('Early Intervention Provider Agency');
    const skips = replay.requests
      .filter((q) => q.get('taxonomy_description') === 'Early Intervention Provider Agency')
      .map((q) => q.get('skip'));
    expect(skips).toEqual(['0', '200']);
  });

  it('narrows a query by city when given one', async () => {
    const [city] = (await rowsOf('NC')).map((r) => r.city);
    await api.importState(admin, 'nc', { city: city!, limit: 5, clearExisting: false });
    await api.runJobs();
    expect(replay.requests.every((q) => q.get('city') === city)).toBe(true);
    expect(await api.latest(admin)).toMatchObject({ status: 'succeeded' });
  });
});
