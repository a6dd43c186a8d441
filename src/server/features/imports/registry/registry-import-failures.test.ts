import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importRuns, jobs, providers } from '@server/db/schema';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { importHelpers } from '../../../../../tests/support/import-admin';
import { startNppesReplay, type NppesReplay } from '../../../../../tests/servers/nppes-replay';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';

// A failing state is reported by name while the others complete; progress is visible while a run
// works; one import at a time; a crashed run resumes, and one out of attempts ends as failed.

let ctx: TestContext;
let replay: NppesReplay;
let admin: TestAccount;
const api = importHelpers(
  () => ctx,
  () => replay,
);

beforeAll(async () => {
  replay = await startNppesReplay({ defaultCount: 6 });
  ctx = await createTestApp({ env: { ADMIN_EMAILS: 'ops@example.org' } });
  admin = await createAccount(ctx, { email: 'ops@example.org' });
});
afterAll(async () => {
  await ctx.close();
  await replay.close();
});
beforeEach(() => replay.reset());

const countIn = async (state: string) =>
  (await ctx.database.db.select().from(providers).where(eq(providers.state, state))).length;

describe('a failing state', () => {
  it.each([
    ['an Errors body sent with HTTP 200', { kind: 'errors' } as const, /No valid search criteria/],
    ['a 500 on every try', { kind: 'status500' } as const, /HTTP 500/],
    ['a registry that hangs', { kind: 'hang' } as const, /did not answer within/],
  ])('is named with its reason (%s) while the others complete', async (_, fault, reason) => {
    replay.fault('AZ', fault);
    const started = await api.importStates(admin, { states: ['OR', 'AZ', 'IN'], limitPerState: 3 });
    expect(started.statusCode).toBe(202);
    await api.runJobs();
    const run = await api.latest(admin);
    expect(run).toMatchObject({ status: 'partial', statesDone: ['OR', 'AZ', 'IN'] });
    expect(run!.failedStates).toEqual([{ state: 'AZ', error: expect.stringMatching(reason) }]);
    expect(await countIn('OR')).toBe(3);
    expect(await countIn('IN')).toBe(3);
    expect(await countIn('AZ')).toBe(0);
  });

  it('names a state whose providers the database refused, and rolls that state back', async () => {
    await ctx.database.db.execute(sql`
      CREATE FUNCTION refuse_in() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.state = 'IN' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`);
    await ctx.database.db.execute(
      sql`CREATE TRIGGER refuse_in BEFORE INSERT ON providers FOR EACH ROW EXECUTE FUNCTION refuse_in()`,
    );
    try {
      await api.importStates(admin, { states: ['IN', 'MD'], limitPerState: 2 });
      await api.runJobs();
      expect(await api.latest(admin)).toMatchObject({
        status: 'partial',
        imported: 2,
        failedStates: [{ state: 'IN', error: 'the providers could not be saved' }],
      });
      expect(await countIn('MD')).toBe(2);
    } finally {
      await ctx.database.db.execute(sql`DROP TRIGGER refuse_in ON providers`);
      await ctx.database.db.execute(sql`DROP FUNCTION refuse_in`);
    }
  });

  it('retries a 500 with backoff and then succeeds', async () => {
    replay.fault('VA', { kind: 'status500', times: 2 });
    await api.importState(admin, 'va', { limit: 4 });
    await api.runJobs();
    expect(await api.latest(admin)).toMatchObject({ status: 'succeeded', failedStates: [] });
    expect(await countIn('VA')).toBe(4);
    // The first query was asked three times: two 500s, then the answer.
    const first = replay.requests.map((q) => q.toString());
    expect(first[0]).toBe(first[1]);
    expect(first[1]).toBe(first[2]);
  });

  it('marks the run failed when every state failed', async () => {
    replay.fault('MI', { kind: 'errors' });
    await api.importStates(admin, { states: ['MI'], limitPerState: 2 });
    await api.runJobs();
    expect(await api.latest(admin)).toMatchObject({ status: 'failed', imported: 0 });
  });
});

describe('progress and one import at a time', () => {
  it('shows finished states while the run works, and refuses a second import meanwhile', async () => {
    replay.fault('MD', { kind: 'slow', ms: 60 });
    const run = (await api.importStates(admin, { states: ['NC', 'MD'], limitPerState: 6 })).json();
    const second = await api.importState(admin, 'ga', {});
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'import_running' });
    expect(second.json().message).toMatch(/already running/);
    const clear = await api.importStates(admin, { states: [], clearExisting: true });
    expect(clear.statusCode).toBe(409);

    const working = api.runJobs();
    let seen = null;
    for (let i = 0; i < 200 && !seen; i += 1) {
      const latest = await api.latest(admin);
      if (latest?.status === 'running' && latest.statesDone.includes('NC')) seen = latest;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toMatchObject({ id: run.id, statesDone: ['NC'], imported: 6 });
    await working;
    expect(await api.latest(admin)).toMatchObject({ status: 'succeeded', imported: 12 });
    expect((await api.importState(admin, 'ga', { limit: 1 })).statusCode).toBe(202);
    await api.runJobs();
  });

  it('reads one run by id, 404 for an unknown one and 400 naming a malformed id', async () => {
    const latest = await api.latest(admin);
    const one = await api.call(admin, { url: `/api/admin/import-runs/${latest!.id}` });
    expect(one.json()).toEqual(latest);
    const unknown = await api.call(admin, {
      url: '/api/admin/import-runs/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await api.call(admin, { url: '/api/admin/import-runs/nope' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('id');
  });
});

describe('a run interrupted by a crash', () => {
  const crashAfterFirstState = async (attempts: number) => {
    const run = (await api.importStates(admin, { states: ['OR', 'GA'], limitPerState: 2 })).json();
    // As if a runner died after committing OR: the run says so, the job's lease has run out.
    await ctx.database.db
      .update(importRuns)
      .set({ status: 'running', statesDone: ['OR'], imported: 2 })
      .where(eq(importRuns.id, run.id));
    await ctx.database.db
      .update(jobs)
      .set({ attempts, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.key, `import:${run.id}`));
    return run.id as string;
  };

  it('resumes from the states it had finished', async () => {
    const id = await crashAfterFirstState(1);
    await api.runJobs();
    const run = await api.latest(admin);
    expect(run).toMatchObject({ id, status: 'succeeded', statesDone: ['OR', 'GA'] });
    expect(replay.requests.map((q) => q.get('state'))).not.toContain('OR');
  });

  it('ends as failed, naming what was left, once out of attempts', async () => {
    const id = await crashAfterFirstState(3);
    await api.runJobs();
    expect(await api.latest(admin)).toMatchObject({
      id,
      status: 'partial',
      failedStates: [{ state: 'GA', error: 'import was interrupted' }],
    });
    expect(replay.requests).toHaveLength(0);
  });

  it('never blocks imports behind a run whose job is gone', async () => {
    const run = (await api.importStates(admin, { states: ['OR'], limitPerState: 1 })).json();
    await ctx.database.db.delete(jobs).where(eq(jobs.key, `import:${run.id}`));
    expect((await api.importStates(admin, { states: ['OR'], limitPerState: 1 })).statusCode).toBe(
      202,
    );
    const [old] = await ctx.database.db.select().from(importRuns).where(eq(importRuns.id, run.id));
    expect(old!.status).toBe('failed');
    await api.runJobs();
  });
});
