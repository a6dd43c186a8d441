import { and, eq, gt, isNull, like, lt, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../db/client';
import { jobs, type JobRow } from '../db/schema';

/** A payload is a JSON object (the column is jsonb): what the job works on, by id. */
export type PayloadSchema = z.ZodType<unknown, Record<string, unknown>>;

/** The outcome of checking a stored payload: the handler bound to it, or why it does not fit. */
export type CheckedPayload<Deps> =
  { ok: true; run: (deps: Deps) => Promise<void> } | { ok: false; problems: string };

/**
 * Which of the runner's lanes a kind runs in. `quick`: e-mails and the like, seconds at most, many
 * side by side. `long`: an import that waits minutes on another service, one at a time, in a lane
 * of its own so it never holds up a verification e-mail or a reminder. `reads`: a read of a
 * clinic's own system, up to a minute or two, a few side by side, so that neither an hour-long
 * import nor the e-mails wait on a slow publisher, nor it on them. `files`: an import of the
 * national registry file, a quarter of an hour of reading from disk, one at a time, so that it
 * neither waits behind a registry or payer import nor holds them up.
 */
export type JobLane = 'quick' | 'long' | 'reads' | 'files';

/** A job kind as the runner sees it; its payload's type stays inside, behind the schema. */
export interface RunnableJob<Deps> {
  readonly kind: string;
  readonly lane: JobLane;
  /** Whether a done job's row is deleted rather than kept: its payload holds personal data. */
  readonly forgetWhenDone: boolean;
  readonly check: (stored: unknown) => CheckedPayload<Deps>;
}

/** One kind of durable job: its name in the database, its payload's schema and its handler. */
export interface JobDefinition<Schema extends PayloadSchema, Deps> extends RunnableJob<Deps> {
  readonly payload: Schema;
  readonly handle: (payload: z.output<Schema>, deps: Deps) => Promise<void>;
}

/**
 * Defines a job kind. `kind` is stored with every queued job: renaming it strands the jobs
 * already queued under the old name. `deps` is whatever the handler needs (database, mailer...).
 */
export function defineJob<Schema extends PayloadSchema, Deps>(definition: {
  kind: string;
  lane?: JobLane;
  forgetWhenDone?: boolean;
  payload: Schema;
  handle: (payload: z.output<Schema>, deps: Deps) => Promise<void>;
}): JobDefinition<Schema, Deps> {
  return {
    ...definition,
    lane: definition.lane ?? 'quick',
    forgetWhenDone: definition.forgetWhenDone ?? false,
    check(stored) {
      const parsed = definition.payload.safeParse(stored);
      if (parsed.success) return { ok: true, run: (deps) => definition.handle(parsed.data, deps) };
      return { ok: false, problems: describeProblems(parsed.error) };
    },
  };
}

/** Field paths and issue codes only: the values themselves may be personal data. */
function describeProblems(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || '(payload)'}: ${issue.code}`)
    .join(', ');
}

export interface NewJob<Payload> {
  /** Unique: a job enqueued twice under one key exists once. */
  key: string;
  payload: Payload;
  runAt: Date;
}

/**
 * Queues a job of `definition`'s kind, its payload checked against the schema at compile time.
 * Given a transaction, the job exists only if the transaction commits.
 */
export async function enqueueJob<Schema extends PayloadSchema>(
  db: DbOrTx,
  definition: { readonly kind: string; readonly payload: Schema },
  job: NewJob<NoInfer<z.input<Schema>>>,
): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind: definition.kind, ...job })
    .onConflictDoNothing({ target: jobs.key });
}

/**
 * Removes the jobs of `kind` under keys starting with `keyPrefix` that have not run: what they
 * would have done was replaced (a reminder of an appointment that moved). A runner holding one
 * finishes it; its handler must check that the work is still wanted.
 */
export async function dropPendingJobs(db: DbOrTx, kind: string, keyPrefix: string): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.kind, kind), underKey(keyPrefix), isNull(jobs.doneAt)));
}

/**
 * Whether a job of `kind` under a key starting with `keyPrefix` is due or running: not done,
 * queued for `now` or earlier, and either leased by a runner (its last attempt included) or not
 * given up after MAX_ATTEMPTS.
 */
export async function jobUnderway(
  db: DbOrTx,
  kind: string,
  keyPrefix: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        underKey(keyPrefix),
        isNull(jobs.doneAt),
        lte(jobs.runAt, now),
        or(lt(jobs.attempts, MAX_ATTEMPTS), gt(jobs.lockedUntil, now)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

function underKey(keyPrefix: string) {
  const escaped = keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  return like(jobs.key, `${escaped}%`);
}

export const LEASE_MS = 2 * 60 * 1000;
export const MAX_ATTEMPTS = 8;

/**
 * Claims up to `limit` due jobs for this runner, leased for `leaseMs`: due, not done, not leased
 * by a live runner, and (given `kinds`) of a kind it knows, so during a rolling deploy an older
 * instance leaves a newer kind to the instances that can run it. SKIP LOCKED lets two runners
 * claim at the same moment without taking the same job.
 */
export async function claimDueJobs(
  db: Db,
  now: Date,
  limit = 10,
  kinds?: readonly string[],
  leaseMs = LEASE_MS,
): Promise<JobRow[]> {
  const ofKnownKind = kinds
    ? sql`AND kind IN (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`
    : sql``;
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE ${jobs} SET locked_until = ${leaseUntil.toISOString()}::timestamptz, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM ${jobs}
          WHERE done_at IS NULL AND run_at <= ${now.toISOString()}::timestamptz AND attempts < ${MAX_ATTEMPTS}
            AND (locked_until IS NULL OR locked_until <= ${now.toISOString()}::timestamptz)
            ${ofKnownKind}
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

/**
 * Keeps the lease of a job this runner holds alive while it still works on it. A lease that ran
 * out and was claimed by another runner (its attempts went up) is theirs: it is left alone.
 */
export async function renewLease(
  db: Db,
  job: Pick<JobRow, 'id' | 'attempts'>,
  now: Date,
  leaseMs = LEASE_MS,
): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), isNull(jobs.doneAt)));
}

/** How many times the job under `key` was claimed so far (0 when there is no such job). */
export async function jobAttempts(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ attempts: jobs.attempts }).from(jobs).where(eq(jobs.key, key));
  return row?.attempts ?? 0;
}

/** Removes a done job whose payload is not to be kept (see `forgetWhenDone`). */
export async function forgetJob(db: Db, id: string): Promise<void> {
  await db.delete(jobs).where(eq(jobs.id, id));
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
