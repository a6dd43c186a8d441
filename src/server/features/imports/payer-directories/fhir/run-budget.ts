import { errorMessage } from '@shared/api/error-messages';
import { MAX_RESPONSE_BYTES } from '@server/lib/outbound/capped-body';
import { refusedBecause } from './directory-error';

/** What one import run may read of a directory before it fails (and is not tried again). */
export interface RunLimits {
  bytesPerResponse: number;
  bytesPerRun: number;
  pagesPerRun: number;
  /** Wall-clock time, waits included: a queued registry import waits at most this long. */
  runMs: number;
}

// Far above the largest public Plan-Net directories (a few hundred thousand roles at 100 a page),
// far below what would take the server's memory or hold the import lane for hours.
export const RUN_LIMITS: RunLimits = {
  bytesPerResponse: MAX_RESPONSE_BYTES,
  bytesPerRun: 2 * 1024 ** 3,
  pagesPerRun: 20_000,
  runMs: 60 * 60 * 1000,
};

/** One run's spending against its limits, and the next links it has followed. */
export function runBudget(limits: RunLimits) {
  const endsAt = Date.now() + limits.runMs;
  let bytes = 0;
  let pages = 0;
  const followed = new Set<string>();
  const timeUpError = () =>
    refusedBecause(
      errorMessage('payers.importFailed.runTooLong', { seconds: Math.round(limits.runMs / 1000) }),
    );

  return {
    spend(chunk: number) {
      bytes += chunk;
      if (bytes > limits.bytesPerRun) {
        const megabytes = Math.round(limits.bytesPerRun / 2 ** 20);
        throw refusedBecause(errorMessage('payers.importFailed.runTooLarge', { megabytes }));
      }
    },
    countPage(url: string) {
      pages += 1;
      if (pages > limits.pagesPerRun) {
        throw refusedBecause(
          errorMessage('payers.importFailed.tooManyPages', { pages: limits.pagesPerRun }),
        );
      }
      followed.add(url);
    },
    /** Whether this run already read the page at `url`. */
    hasRead: (url: string) => followed.has(url),
    /** A request's time-out, never past the run's end. */
    signal: (timeoutMs: number) =>
      AbortSignal.timeout(Math.max(1, Math.min(timeoutMs, endsAt - Date.now()))),
    /** Throws once the run's time is up. */
    checkTime() {
      if (Date.now() >= endsAt) throw timeUpError();
    },
    /** Waits `ms` (a backoff), unless the run would end first. */
    async wait(ms: number) {
      if (Date.now() + ms >= endsAt) throw timeUpError();
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
  };
}
