import type { Db } from '../db/client';
import type { JobRow } from '../db/schema';
import {
  claimDueJobs,
  completeJob,
  failJob,
  forgetJob,
  LEASE_MS,
  renewLease,
  type JobLane,
  type RunnableJob,
} from './jobs';
import { loggableError } from './loggable-error';

/** What every handler may need; the runner itself claims and marks jobs through `db`. */
export interface RunnerDeps {
  db: Db;
  /**
   * Aborted when the runner stops (the server shuts down): a job working for minutes stops at
   * its next safe point and leaves the rest for when the server is back.
   */
  signal?: AbortSignal;
}

/** Called with the job's kind and what went wrong; never with its payload. */
export type JobErrorListener = (kind: string, error: unknown) => void;

/**
 * Logs a failed job by its kind and the error's type and codes only: a job's error message may
 * name a person (an SMTP server refusing a recipient quotes the address).
 */
export const logJobFailures =
  (log: { warn(fields: object, message: string): void }): JobErrorListener =>
  (kind, error) =>
    log.warn({ kind, error: loggableError(error) }, 'job failed');

/** How a runner claims: how many jobs side by side, and for how long each is leased. */
export interface ClaimOptions {
  batch?: number;
  leaseMs?: number;
}

/**
 * Runs every due job of the registry's kinds once; returns how many succeeded. Jobs of other kinds
 * are left for a runner that knows them. The payload is checked against its kind's schema first:
 * one that does not fit fails (and is retried later) without reaching a handler. While a job
 * runs, its lease is renewed (every third of it), so however long it takes no other runner takes
 * it over; a runner that dies stops renewing, and the job is picked up again once the lease runs
 * out. The clock is a parameter for tests.
 */
export async function runDueJobs<Deps extends RunnerDeps>(
  registry: readonly RunnableJob<Deps>[],
  deps: Deps,
  now: Date = new Date(),
  onError: JobErrorListener = () => {},
  { batch = 10, leaseMs = LEASE_MS }: ClaimOptions = {},
): Promise<number> {
  const byKind = kindsOf(registry);
  // The given clock, moved on by the time that really passes: a job is done when its handler
  // returns, not when it was claimed (a long import's done_at said the minute it started).
  const started = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - started));
  let done = 0;
  for (;;) {
    // A stopping runner claims nothing more: what it would claim waits for the next start.
    if (deps.signal?.aborted) return done;
    const claimed = await claimDueJobs(deps.db, clock(), batch, [...byKind.keys()], leaseMs);
    if (claimed.length === 0) return done;
    // A claimed batch runs side by side: sending e-mail is mostly waiting on the SMTP server.
    const results = await Promise.all(
      claimed.map((job) => runClaimed(byKind, job, deps, clock, onError, leaseMs)),
    );
    done += results.reduce<number>((sum, ok) => sum + ok, 0);
  }
}

/**
 * Runs one claimed job to its end, renewing its lease while it runs, and marks it done or failed
 * (to be retried); 1 when it succeeded.
 */
async function runClaimed<Deps extends RunnerDeps>(
  byKind: ReadonlyMap<string, RunnableJob<Deps>>,
  job: JobRow,
  deps: Deps,
  clock: () => Date,
  onError: JobErrorListener,
  leaseMs: number,
): Promise<0 | 1> {
  const renewing = setInterval(() => {
    renewLease(deps.db, job, new Date(), leaseMs).catch((error: unknown) =>
      onError(job.kind, error),
    );
  }, leaseMs / 3);
  try {
    const definition = byKind.get(job.kind);
    await runOne(definition, job, deps);
    if (definition?.forgetWhenDone) await forgetJob(deps.db, job.id);
    else await completeJob(deps.db, job.id, clock());
    return 1;
  } catch (error) {
    onError(job.kind, error);
    await failJob(deps.db, job, error, clock());
    return 0;
  } finally {
    clearInterval(renewing);
  }
}

async function runOne<Deps>(
  definition: RunnableJob<Deps> | undefined,
  job: JobRow,
  deps: Deps,
): Promise<void> {
  if (!definition) throw new Error(`no job kind ${job.kind} is defined`);
  const checked = definition.check(job.payload);
  if (!checked.ok)
    throw new Error(`payload does not match the ${job.kind} schema: ${checked.problems}`);
  await checked.run(deps);
}

function kindsOf<Deps>(registry: readonly RunnableJob<Deps>[]): Map<string, RunnableJob<Deps>> {
  const byKind = new Map(registry.map((definition) => [definition.kind, definition]));
  // Two definitions of one kind would leave it to chance which handler runs.
  if (byKind.size !== registry.length) throw new Error('two job definitions share a kind');
  return byKind;
}

/** Side by side in the quick lane, a few at once in the reads lane, one at a time in the long ones. */
const LANE_SLOTS: Record<JobLane, number> = { quick: 10, long: 1, reads: 4, files: 1 };

/**
 * Polls for due jobs until stopped, one pool per lane, so a long import that waits on the
 * registry never delays an account e-mail or a reminder. Within a lane, a job that ends frees its
 * slot for the next due job at once: a clinic's scheduling system that answers slowly holds one
 * of the reads lane's slots, never the reads behind it. stop() aborts `deps.signal` and waits for
 * the jobs at work.
 */
export function startJobRunner<Deps extends RunnerDeps>(
  registry: readonly RunnableJob<Deps>[],
  deps: Deps,
  options: { intervalMs?: number; leaseMs?: number; onError?: JobErrorListener } = {},
): { stop(): Promise<void> } {
  kindsOf(registry);
  const stopping = new AbortController();
  const laneDeps = { ...deps, signal: stopping.signal };
  const onError = options.onError ?? (() => {});
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const lanes = (['quick', 'long', 'reads', 'files'] as const).map((lane) => {
    const byKind = kindsOf(registry.filter((definition) => definition.lane === lane));
    const kinds = [...byKind.keys()];
    const running = new Set<Promise<unknown>>();
    let claiming: Promise<void> | null = null;
    let again = false;
    /** Claims due jobs for the free slots and starts them; each that ends looks again. */
    const fill = (): void => {
      if (stopping.signal.aborted || kinds.length === 0) return;
      // One claim at a time; a slot freed meanwhile is filled right after it.
      if (claiming) {
        again = true;
        return;
      }
      const free = LANE_SLOTS[lane] - running.size;
      if (free <= 0) return;
      claiming = claimDueJobs(deps.db, new Date(), free, kinds, leaseMs)
        .then((claimed) => {
          for (const job of claimed) {
            const work: Promise<unknown> = runClaimed(
              byKind,
              job,
              laneDeps,
              () => new Date(),
              onError,
              leaseMs,
            ).finally(() => {
              running.delete(work);
              fill();
            });
            running.add(work);
          }
        })
        .catch((error: unknown) => onError('runner', error))
        .finally(() => {
          claiming = null;
          if (again) {
            again = false;
            fill();
          }
        });
    };
    // A first look at once (jobs due while the server was down), then on every poll.
    setImmediate(fill);
    const timer = setInterval(fill, options.intervalMs ?? 5000);
    return {
      timer,
      finished: async () => {
        await claiming;
        await Promise.all(running);
      },
    };
  });
  return {
    async stop() {
      for (const lane of lanes) clearInterval(lane.timer);
      stopping.abort();
      await Promise.all(lanes.map((lane) => lane.finished()));
    },
  };
}
