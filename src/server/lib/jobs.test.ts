import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '@server/db/client';
import { jobs } from '@server/db/schema';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-db';
import { runDueJobs, startJobRunner } from './job-runner';
import {
  claimDueJobs,
  defineJob,
  enqueueJob,
  jobUnderway,
  MAX_ATTEMPTS,
  type JobLane,
} from './jobs';

let database: TestDatabase;
/** The payloads the handler was given, in order. */
let handled: unknown[];
let failures: { kind: string; message: string }[];

const greetJob = defineJob({
  kind: 'test-greeting',
  payload: z.object({ requestId: z.uuid(), greeting: z.string().default('hello') }),
  handle: async (payload, deps: { db: Db; handled: unknown[] }) => {
    deps.handled.push(payload);
  },
});

const now = new Date('2030-01-15T12:00:00Z');
const run = (at = now) =>
  runDueJobs([greetJob], { db: database.db, handled }, at, (kind, error) =>
    failures.push({ kind, message: (error as Error).message }),
  );
const jobByKey = async (key: string) =>
  (await database.db.select().from(jobs).where(eq(jobs.key, key)))[0];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});
beforeEach(async () => {
  await database.db.delete(jobs);
  handled = [];
  failures = [];
});

describe('the job runner', () => {
  it('hands a matching payload, parsed by its schema, to the handler and marks the job done', async () => {
    const requestId = randomUUID();
    await enqueueJob(database.db, greetJob, { key: 'valid', payload: { requestId }, runAt: now });
    expect(await run()).toBe(1);
    // The default came from the schema: the handler sees the parsed payload, not the stored one.
    expect(handled).toEqual([{ requestId, greeting: 'hello' }]);
    const doneAt = (await jobByKey('valid'))!.doneAt!.getTime();
    expect(doneAt).toBeGreaterThanOrEqual(now.getTime());
    expect(doneAt).toBeLessThan(now.getTime() + 5000);
  });

  it('marks a job done when its handler returns, not when it was claimed', async () => {
    const slowJob = defineJob({
      kind: 'test-slow',
      payload: z.object({}),
      handle: () => new Promise<void>((resolve) => setTimeout(resolve, 300)),
    });
    await enqueueJob(database.db, slowJob, { key: 'slow', payload: {}, runAt: now });
    expect(await runDueJobs([slowJob], { db: database.db }, now)).toBe(1);
    const job = (await jobByKey('slow'))!;
    // Claimed at `now`; done at least the handler's 300 ms later.
    expect(job.doneAt!.getTime() - now.getTime()).toBeGreaterThanOrEqual(300);
  });

  it('fails a payload that does not match its schema without calling the handler, and retries it later', async () => {
    // A row an older version (or a hand edit) left behind, with a value the schema refuses.
    await database.db.insert(jobs).values({
      kind: greetJob.kind,
      key: 'mismatch',
      payload: { requestId: 'parent@example.org' },
      runAt: now,
    });
    expect(await run()).toBe(0);
    expect(handled).toEqual([]);
    const failed = (await jobByKey('mismatch'))!;
    expect(failed.doneAt).toBeNull();
    expect(failed.lastError).toBe(
      'payload does not match the test-greeting schema: requestId: invalid_format',
    );
    expect(failures).toEqual([{ kind: 'test-greeting', message: failed.lastError }]);
    expect(failed.runAt.getTime()).toBeGreaterThan(now.getTime());

    // It is claimed again once its retry is due, and fails the same way.
    expect(await run(new Date(failed.runAt.getTime() + 1000))).toBe(0);
    expect((await jobByKey('mismatch'))!.attempts).toBe(2);
    expect(handled).toEqual([]);
  });

  it('leaves a job of a kind it does not know to a runner that knows it', async () => {
    await database.db.insert(jobs).values({
      kind: 'newer-kind',
      key: 'unknown',
      payload: { requestId: randomUUID() },
      runAt: now,
    });
    expect(await run()).toBe(0);
    const untouched = (await jobByKey('unknown'))!;
    expect(untouched).toMatchObject({ doneAt: null, attempts: 0, lastError: null });
    expect(untouched.runAt.getTime()).toBe(now.getTime());
    expect(handled).toEqual([]);
  });

  it('refuses, at compile time, a payload that does not match the schema', () => {
    const enqueueWrong = (db: Db) =>
      // @ts-expect-error requestId is a string (tsc fails here once payloads are no longer typed)
      enqueueJob(db, greetJob, { key: 'never', payload: { requestId: 42 }, runAt: now });
    expectTypeOf(enqueueWrong).toBeFunction();
  });
});

describe('jobUnderway', () => {
  const underway = () => jobUnderway(database.db, greetJob.kind, 'read:link-1:', now);
  const queue = (runAt = now) =>
    enqueueJob(database.db, greetJob, {
      key: 'read:link-1:now',
      payload: { requestId: randomUUID() },
      runAt,
    });
  const update = (set: Partial<typeof jobs.$inferInsert>) =>
    database.db.update(jobs).set(set).where(eq(jobs.key, 'read:link-1:now'));

  it('says a job due now is underway, and one queued for later or done is not', async () => {
    expect(await underway()).toBe(false);
    await queue(new Date(now.getTime() + 60_000));
    expect(await underway()).toBe(false);
    await update({ runAt: now });
    expect(await underway()).toBe(true);
    await update({ doneAt: now });
    expect(await underway()).toBe(false);
  });

  it('counts a last attempt while a runner holds it, not a job given up', async () => {
    await queue();
    await update({ attempts: MAX_ATTEMPTS, lockedUntil: new Date(now.getTime() + 60_000) });
    expect(await underway()).toBe(true);
    await update({ lockedUntil: null });
    expect(await underway()).toBe(false);
  });

  it('reads the prefix literally: an underscore or percent sign is no wildcard', async () => {
    await enqueueJob(database.db, greetJob, {
      key: 'read:linkX1:now',
      payload: { requestId: randomUUID() },
      runAt: now,
    });
    expect(await jobUnderway(database.db, greetJob.kind, 'read:link_1:', now)).toBe(false);
    expect(await jobUnderway(database.db, greetJob.kind, 'read:%', now)).toBe(false);
    expect(await jobUnderway(database.db, greetJob.kind, 'read:linkX1:', now)).toBe(true);
  });
});

describe('enqueueJob in a transaction', () => {
  it('leaves no job when the transaction rolls back, and one when it commits', async () => {
    const enqueueIn = (db: Db, key: string) =>
      enqueueJob(db, greetJob, { key, payload: { requestId: randomUUID() }, runAt: now });
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueIn(tx, 'rolled-back');
        throw new Error('the rest of the work failed');
      }),
    ).rejects.toThrow('the rest of the work failed');
    await database.db.transaction((tx) => enqueueIn(tx, 'committed'));

    const keys = (await database.db.select({ key: jobs.key }).from(jobs)).map((j) => j.key);
    expect(keys).toEqual(['committed']);
    expect(await run()).toBe(1);
  });
});

/** A long job that works until the test lets it finish; `started` counts how often it began. */
function heldJob(lane: JobLane) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = {
    started: 0,
    release,
    job: defineJob({
      kind: `test-held-${lane}`,
      lane,
      payload: z.object({}),
      handle: async () => {
        held.started += 1;
        await released;
      },
    }),
  };
  return held;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('leases and lanes', () => {
  it('renews the lease while a job runs, so a second runner never takes it over', async () => {
    const held = heldJob('long');
    await enqueueJob(database.db, held.job, { key: 'held', payload: {}, runAt: new Date() });
    const leaseMs = 300;
    const first = runDueJobs([held.job], { db: database.db }, new Date(), undefined, { leaseMs });
    // Three leases' worth of time later the job still runs, and its lease is still live.
    await sleep(leaseMs * 3);
    expect(await claimDueJobs(database.db, new Date(), 10, [held.job.kind], leaseMs)).toEqual([]);
    expect(
      await runDueJobs([held.job], { db: database.db }, new Date(), undefined, { leaseMs }),
    ).toBe(0);
    held.release();
    expect(await first).toBe(1);
    expect(held.started).toBe(1);
    expect(await jobByKey('held')).toMatchObject({ attempts: 1, doneAt: expect.any(Date) });
  });

  it('runs quick jobs while a long one is still at work', async () => {
    const held = heldJob('long');
    const started = new Date();
    await enqueueJob(database.db, held.job, { key: 'long', payload: {}, runAt: started });
    const runner = startJobRunner(
      [held.job, greetJob],
      { db: database.db, handled },
      {
        intervalMs: 50,
      },
    );
    try {
      await expect.poll(() => held.started).toBe(1);
      const requestId = randomUUID();
      await enqueueJob(database.db, greetJob, {
        key: 'quick',
        payload: { requestId },
        runAt: new Date(),
      });
      await expect
        .poll(() => handled, { timeout: 2000 })
        .toEqual([{ requestId, greeting: 'hello' }]);
      expect((await jobByKey('long'))!.doneAt).toBeNull();
    } finally {
      held.release();
      await runner.stop();
    }
    expect((await jobByKey('long'))!.doneAt).not.toBeNull();
  });

  it('runs a registry file in its own lane while a long import is still at work', async () => {
    const long = heldJob('long');
    const file = heldJob('files');
    await enqueueJob(database.db, long.job, { key: 'long', payload: {}, runAt: new Date() });
    await enqueueJob(database.db, file.job, { key: 'file', payload: {}, runAt: new Date() });
    const runner = startJobRunner([long.job, file.job], { db: database.db }, { intervalMs: 50 });
    try {
      await expect.poll(() => [long.started, file.started], { timeout: 2000 }).toEqual([1, 1]);
      file.release();
      await expect
        .poll(async () => (await jobByKey('file'))!.doneAt, { timeout: 2000 })
        .not.toBeNull();
      expect((await jobByKey('long'))!.doneAt).toBeNull();
    } finally {
      long.release();
      await runner.stop();
    }
  });

  it('lets a slow job hold one slot of its lane, never the jobs that come after it', async () => {
    // A clinic's scheduling system that takes its time, and another clinic's read asked for later.
    const slow = heldJob('reads');
    const read = defineJob({
      kind: 'test-read',
      lane: 'reads',
      payload: z.object({ requestId: z.uuid() }),
      handle: async (payload, deps: { db: Db; handled: unknown[] }) => {
        deps.handled.push(payload);
      },
    });
    await enqueueJob(database.db, slow.job, { key: 'slow', payload: {}, runAt: new Date() });
    const runner = startJobRunner(
      [slow.job, read],
      { db: database.db, handled },
      { intervalMs: 50 },
    );
    try {
      await expect.poll(() => slow.started).toBe(1);
      const requestId = randomUUID();
      await enqueueJob(database.db, read, {
        key: 'later',
        payload: { requestId },
        runAt: new Date(),
      });
      await expect.poll(() => handled, { timeout: 2000 }).toEqual([{ requestId }]);
      expect((await jobByKey('slow'))!.doneAt).toBeNull();
    } finally {
      slow.release();
      await runner.stop();
    }
    expect((await jobByKey('slow'))!.doneAt).not.toBeNull();
  });

  it("runs a lane's due jobs one after another as slots free up, not on each poll", async () => {
    const greetings = Array.from({ length: 25 }, () => ({ requestId: randomUUID() }));
    for (const [index, payload] of greetings.entries()) {
      await enqueueJob(database.db, greetJob, {
        key: `greeting-${index}`,
        payload,
        runAt: new Date(),
      });
    }
    // A poll a minute: the first look is at the start, and each job that ends claims the next.
    const runner = startJobRunner([greetJob], { db: database.db, handled }, { intervalMs: 60_000 });
    try {
      await expect.poll(() => handled.length, { timeout: 5000 }).toBe(25);
    } finally {
      await runner.stop();
    }
  });

  it('tells the jobs at work that it stops, and waits for them', async () => {
    const seen: boolean[] = [];
    let started = false;
    const stoppable = defineJob({
      kind: 'test-stoppable',
      lane: 'files',
      payload: z.object({}),
      handle: async (_payload, deps: { db: Db; signal?: AbortSignal }) => {
        const signal = deps.signal!;
        started = true;
        // The runner may already be stopping when the handler starts: the event would not come.
        if (!signal.aborted) {
          await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        }
        seen.push(signal.aborted);
      },
    });
    await enqueueJob(database.db, stoppable, { key: 'stoppable', payload: {}, runAt: new Date() });
    const runner = startJobRunner([stoppable], { db: database.db }, { intervalMs: 50 });
    await expect.poll(() => started, { timeout: 2000 }).toBe(true);
    await runner.stop();
    expect(seen).toEqual([true]);
  });
});
