import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  jobs,
  networkClaims,
  payerDirectories,
  payerImportRuns,
  providers,
} from '@server/db/schema';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { payerHelpers } from '../../../../../tests/support/payer-admin';
import { planNetSubset, specialtyCodes } from '../../../../../tests/servers/plan-net-directory';
import {
  startPlanNetServer,
  type PlanNetServer,
} from '../../../../../tests/servers/plan-net-server';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';
import { autismTaxonomy } from '@server/domain/registry/autism-taxonomies';

// The payer directory routes: success, bad input (400 naming the field, nothing changed), no
// session (401), a family (403); every change in the audit log.

let ctx: TestContext;
let fhir: PlanNetServer;
let admin: TestAccount;
let family: TestAccount;
const api = payerHelpers(() => ctx);
const SOME = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  // A small directory: three autism-relevant roles and two others.
  let relevant = 0;
  let others = 0;
  fhir = await startPlanNetServer(
    planNetSubset((role) =>
      specialtyCodes(role).some((code) => autismTaxonomy(code))
        ? (relevant += 1) <= 3
        : (others += 1) <= 2,
    ),
  );
  ctx = await createTestApp({ env: { ADMIN_EMAILS: 'payer-admin@example.org' } });
  admin = await createAccount(ctx, { email: 'payer-admin@example.org' });
  family = await createAccount(ctx);
});
afterAll(async () => {
  await ctx.close();
  await fhir.close();
});

const db = () => ctx.database.db;
const auditOf = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));
const snapshot = async () => ({
  directories: await db().select().from(payerDirectories),
  runs: await db().select().from(payerImportRuns),
  jobs: await db().select().from(jobs).where(eq(jobs.kind, 'payer-directory-import')),
});

describe('POST /api/admin/payer-directories', () => {
  it('keeps a directory and lists it', async () => {
    const response = await api.call(admin, {
      method: 'POST',
      url: '/api/admin/payer-directories',
      payload: { name: ' Green Circle ', baseUrl: fhir.urlNamed('green'), insuranceType: 'Aetna' },
    });
    expect(response.statusCode).toBe(201);
    const added = response.json();
    expect(added).toMatchObject({
      name: 'Green Circle',
      baseUrl: fhir.urlNamed('green'),
      insuranceType: 'Aetna',
      providers: 0,
      networks: [],
      lastRun: null,
    });
    expect((await api.list(admin)).map((d) => d.id)).toContain(added.id);
    expect((await auditOf('payer_directory_added')).map((a) => [a.subject, a.actorUserId])).toEqual(
      [[added.id, admin.id]],
    );
  });

  it.each([
    [{ baseUrl: 'https://payer.example/fhir', insuranceType: 'Aetna' }, 'name'],
    [{ name: 'X', baseUrl: 'ftp://payer.example/fhir', insuranceType: 'Aetna' }, 'baseUrl'],
    [{ name: 'X', baseUrl: 'https://payer.example/fhir?x=1', insuranceType: 'Aetna' }, 'baseUrl'],
    [{ name: 'X', baseUrl: 'https://u:p@payer.example/fhir', insuranceType: 'Aetna' }, 'baseUrl'],
    [
      { name: 'X', baseUrl: 'https://payer.example/fhir', insuranceType: 'Acme Gold' },
      'insuranceType',
    ],
  ])('refuses %j with 400 naming %s, keeping nothing', async (payload, field) => {
    const before = await snapshot();
    const response = await api.call(admin, {
      method: 'POST',
      url: '/api/admin/payer-directories',
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a second directory at the same address with 409', async () => {
    const payload = { name: 'Twice', baseUrl: fhir.urlNamed('twice'), insuranceType: 'Cigna' };
    await api.add(admin, payload);
    const before = await snapshot();
    const response = await api.call(admin, {
      method: 'POST',
      url: '/api/admin/payer-directories',
      payload,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'directory_exists', field: 'baseUrl' });
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/admin/payer-directories/{id}/import', () => {
  it('answers 202 with the queued run, whose job imports the directory; one at a time', async () => {
    const payer = await api.add(admin, {
      name: 'Importing',
      baseUrl: fhir.urlNamed('importing'),
      insuranceType: 'Medicaid',
    });
    const started = await api.startImport(admin, payer.id);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ status: 'queued', directoryId: payer.id });
    const again = await api.startImport(admin, payer.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'import_running' });

    await api.runJobs();

    const [listed] = (await api.list(admin)).filter((d) => d.id === payer.id);
    expect(listed!.lastRun).toMatchObject({ status: 'succeeded', id: started.json().id });
    expect(listed!.networks.length).toBeGreaterThan(0);
    expect((await auditOf('payer_import_started')).map((a) => a.subject)).toContain(payer.id);
  });

  it.each([
    ['not-a-uuid', {}, 'id'],
    [SOME, { full: 'yes' }, 'full'],
  ])('refuses %s %j with 400 naming %s, queueing nothing', async (id, payload, field) => {
    const before = await snapshot();
    const response = await api.startImport(admin, id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for a directory nobody keeps', async () => {
    expect((await api.startImport(admin, SOME)).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/payer-directories/{id}', () => {
  it('removes the directory with its claims; the providers it brought stay', async () => {
    const payer = await api.add(admin, {
      name: 'Leaving',
      baseUrl: fhir.urlNamed('leaving'),
      insuranceType: 'Humana',
    });
    await api.startImport(admin, payer.id);
    await api.runJobs();
    const claims = await db()
      .select()
      .from(networkClaims)
      .where(eq(networkClaims.directoryId, payer.id));
    expect(claims.length).toBeGreaterThan(0);

    const response = await api.call(admin, {
      method: 'DELETE',
      url: `/api/admin/payer-directories/${payer.id}`,
    });

    expect(response.statusCode).toBe(204);
    expect((await api.list(admin)).map((d) => d.id)).not.toContain(payer.id);
    expect(
      await db().select().from(networkClaims).where(eq(networkClaims.directoryId, payer.id)),
    ).toEqual([]);
    const kept = await db()
      .select()
      .from(providers)
      .where(
        inArray(
          providers.id,
          claims.map((c) => c.providerId),
        ),
      );
    expect(kept).toHaveLength(new Set(claims.map((c) => c.providerId)).size);
    expect((await auditOf('payer_directory_removed')).map((a) => a.subject)).toEqual([payer.id]);
  });

  it('refuses an id that is not one with 400, and answers 404 for one nobody keeps', async () => {
    const before = await snapshot();
    const bad = await api.call(admin, {
      method: 'DELETE',
      url: '/api/admin/payer-directories/nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_input', field: 'id' });
    const missing = await api.call(admin, {
      method: 'DELETE',
      url: `/api/admin/payer-directories/${SOME}`,
    });
    expect(missing.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('every payer directory route', () => {
  const ROUTES = [
    { method: 'GET', url: '/api/admin/payer-directories' },
    {
      method: 'POST',
      url: '/api/admin/payer-directories',
      payload: { name: 'X', baseUrl: 'https://payer.example/fhir', insuranceType: 'Aetna' },
    },
    { method: 'DELETE', url: `/api/admin/payer-directories/${SOME}` },
    { method: 'POST', url: `/api/admin/payer-directories/${SOME}/import`, payload: {} },
  ] as const;

  it.each(ROUTES)('$method $url: 401 without a session, 403 for a family', async (route) => {
    const before = await snapshot();
    expect((await ctx.app.inject({ ...route })).statusCode).toBe(401);
    const forFamily = await ctx.app.inject({ ...route, headers: { cookie: family.cookie } });
    expect(forFamily.statusCode).toBe(403);
    expect(forFamily.json()).toMatchObject({ code: 'admin_only' });
    expect(await snapshot()).toEqual(before);
  });
});
