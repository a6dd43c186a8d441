import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { jobs, type JobRow } from '../db/schema';

export interface NewJob {
  kind: string;
  /** Unique: a job enqueued twice under one key exists once. */
  key: string;
  payload: Record<string, unknown>;
  runAt: Date;
}

export const LEASE_MS = 2 * 60 * 1000;
export const MAX_ATTEMPTS = 8;

export async function enqueueJob(db: Db, job: NewJob): Promise<void> {
  await db.insert(jobs).values(job).onConflictDoNothing({ target: jobs.key });
}

/**
 * Claims up to `limit` due jobs for this runner: due, not done, and not leased by a live runner.
 * SKIP LOCKED lets two runners claim at the same moment without taking the same job.
 */
export async function claimDueJobs(db: Db, now: Date, limit = 10): Promise<JobRow[]> {
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE ${jobs} SET locked_until = ${leaseUntil.toISOString()}::timestamptz, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM ${jobs}
          WHERE done_at IS NULL AND run_at <= ${now.toISOString()}::timestamptz AND attempts < ${MAX_ATTEMPTS}
            AND (locked_until IS NULL OR locked_until <= ${now.toISOString()}::timestamptz)
          ORDER BY run_at LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id`,
  );
  if (rows.length === 0) return [];
  return db
    .select()
    .from(jobs)
    .where(
      sql`${jobs.id} IN (${sql.join(
        rows.map((r) => sql`${r.id}`),
        sql`, `,
      )})`,
    );
}

/** Keeps a long job's lease alive, so no other runner takes it over while it still works. */
export async function extendLease(db: Db, key: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(jobs.key, key), isNull(jobs.doneAt)));
}

/** How many times the job under `key` was claimed so far (0 when there is no such job). */
export async function jobAttempts(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ attempts: jobs.attempts }).from(jobs).where(eq(jobs.key, key));
  return row?.attempts ?? 0;
}

export async function completeJob(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: now, lockedUntil: null, lastError: null })
    .where(eq(jobs.id, id));
}

/** Retries later with exponential backoff (1, 2, 4 ... minutes, at most an hour). */
export async function failJob(db: Db, job: JobRow, error: unknown, now: Date): Promise<void> {
  const delayMs = Math.min(60, 2 ** (job.attempts - 1)) * 60 * 1000;
  await db
    .update(jobs)
    .set({
      runAt: new Date(now.getTime() + delayMs),
      lockedUntil: null,
      lastError: error instanceof Error ? error.message.slice(0, 500) : 'failed',
    })
    .where(eq(jobs.id, job.id));
}
