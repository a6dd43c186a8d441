import type { Db } from '../db/client';
import { claimDueJobs, completeJob, failJob } from './jobs';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

/** Runs every due job once; returns how many succeeded. The clock is a parameter for tests. */
export async function runDueJobs(
  db: Db,
  handlers: Record<string, JobHandler>,
  now: Date = new Date(),
  onError: (kind: string, error: unknown) => void = () => {},
): Promise<number> {
  let done = 0;
  for (;;) {
    const claimed = await claimDueJobs(db, now);
    if (claimed.length === 0) return done;
    // A claimed batch runs side by side: sending e-mail is mostly waiting on the SMTP server.
    const results = await Promise.all(
      claimed.map(async (job) => {
        const handler = handlers[job.kind];
        try {
          if (!handler) throw new Error(`no handler for ${job.kind}`);
          await handler(job.payload);
          await completeJob(db, job.id, now);
          return 1;
        } catch (error) {
          onError(job.kind, error);
          await failJob(db, job, error, now);
          return 0;
        }
      }),
    );
    done += results.reduce<number>((sum, ok) => sum + ok, 0);
  }
}

/** Polls for due jobs until stopped; stop() waits for the round in progress. */
export function startJobRunner(
  db: Db,
  handlers: Record<string, JobHandler>,
  options: { intervalMs?: number; onError?: (kind: string, error: unknown) => void } = {},
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => runDueJobs(db, handlers, new Date(), options.onError))
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
