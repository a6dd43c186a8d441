import type { Db } from '../db/client';
import type { JobRow } from '../db/schema';
import { claimDueJobs, completeJob, failJob, type RunnableJob } from './jobs';
import { loggableError } from './loggable-error';

/** What every handler may need; the runner itself claims and marks jobs through `db`. */
export interface RunnerDeps {
  db: Db;
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

/**
 * Runs every due job of the registry's kinds once; returns how many succeeded. Jobs of other kinds
 * are left for a runner that knows them. The payload is checked against its kind's schema first:
 * one that does not fit fails (and is retried later) without reaching a handler. The clock is a
 * parameter for tests.
 */
export async function runDueJobs<Deps extends RunnerDeps>(
  registry: readonly RunnableJob<Deps>[],
  deps: Deps,
  now: Date = new Date(),
  onError: JobErrorListener = () => {},
): Promise<number> {
  const byKind = kindsOf(registry);
  let done = 0;
  for (;;) {
    const claimed = await claimDueJobs(deps.db, now, 10, [...byKind.keys()]);
    if (claimed.length === 0) return done;
    // A claimed batch runs side by side: sending e-mail is mostly waiting on the SMTP server.
    const results = await Promise.all(
      claimed.map(async (job) => {
        try {
          await runOne(byKind.get(job.kind), job, deps);
          await completeJob(deps.db, job.id, now);
          return 1;
        } catch (error) {
          onError(job.kind, error);
          await failJob(deps.db, job, error, now);
          return 0;
        }
      }),
    );
    done += results.reduce<number>((sum, ok) => sum + ok, 0);
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

/** Polls for due jobs until stopped; stop() waits for the round in progress. */
export function startJobRunner<Deps extends RunnerDeps>(
  registry: readonly RunnableJob<Deps>[],
  deps: Deps,
  options: { intervalMs?: number; onError?: JobErrorListener } = {},
): { stop(): Promise<void> } {
  kindsOf(registry);
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => runDueJobs(registry, deps, new Date(), options.onError))
      .catch((error: unknown) => {
        options.onError?.('runner', error);
      });
  }, options.intervalMs ?? 5000);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
