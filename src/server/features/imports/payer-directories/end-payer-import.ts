import { and, countDistinct, eq, isNull, lt } from 'drizzle-orm';
import type { PayerImportCounts } from '@shared/api/payer-directories';
import type { Db, DbOrTx } from '@server/db/client';
import {
  networkClaims,
  payerDirectories,
  payerImportRuns,
  type PayerImportRunRow,
} from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import type { ErrorMessage } from '@shared/api/error-messages';
import { wordsIn } from '@server/lib/errors';

/**
 * The directory was read to the end: the claims it no longer lists end, the run succeeds, and the
 * next import asks only for what changed since this one started. One transaction, so a crash
 * here leaves the run to end again.
 */
export async function completePayerImport(db: Db, runId: string, now = new Date()): Promise<void> {
  await endRun(db, runId, async (tx, run) => {
    const ended = await tx
      .update(networkClaims)
      .set({ endedAt: now })
      .where(
        and(
          eq(networkClaims.directoryId, run.directoryId),
          isNull(networkClaims.endedAt),
          lt(networkClaims.retrievedAt, run.createdAt),
        ),
      )
      .returning({ id: networkClaims.id });
    const [{ locations } = { locations: 0 }] = await tx
      .select({ locations: countDistinct(networkClaims.location) })
      .from(networkClaims)
      .where(and(eq(networkClaims.directoryId, run.directoryId), isNull(networkClaims.endedAt)));
    const counts: PayerImportCounts = {
      ...run.counts,
      claimsEnded: run.counts.claimsEnded + ended.length,
      locations,
    };
    await tx
      .update(payerImportRuns)
      .set({ status: 'succeeded', stage: 'ending', nextUrl: null, counts, finishedAt: now })
      .where(eq(payerImportRuns.id, runId));
    // Clocks differ: a margin keeps a resource changed just before the start from being missed.
    const since = new Date(run.createdAt.getTime() - CLOCK_MARGIN_MS);
    await tx
      .update(payerDirectories)
      .set({ changesSince: since })
      .where(eq(payerDirectories.id, run.directoryId));
    await recordAudit(tx, {
      actorUserId: run.startedBy,
      action: 'payer_import_finished',
      subject: run.directoryId,
      details: { runId, status: 'succeeded', counts },
    });
  });
}

const CLOCK_MARGIN_MS = 5 * 60 * 1000;

/**
 * The run failed: it says why, and nothing it had not yet read is ended, so the claims the
 * previous imports established stand.
 */
export async function failPayerImport(
  db: Db,
  runId: string,
  words: ErrorMessage,
  now = new Date(),
): Promise<void> {
  const error = wordsIn('en', words);
  await endRun(db, runId, async (tx, run) => {
    await tx
      .update(payerImportRuns)
      .set({ status: 'failed', error, errorWords: words, finishedAt: now })
      .where(eq(payerImportRuns.id, runId));
    await recordAudit(tx, {
      actorUserId: run.startedBy,
      action: 'payer_import_finished',
      subject: run.directoryId,
      details: { runId, status: 'failed', error, counts: run.counts },
    });
  });
}

/** Ends the run with `end`, in one transaction holding its row, unless it has ended already. */
async function endRun(
  db: Db,
  runId: string,
  end: (tx: DbOrTx, run: PayerImportRunRow) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [run] = await tx
      .select()
      .from(payerImportRuns)
      .where(eq(payerImportRuns.id, runId))
      .for('update');
    if (run && (run.status === 'queued' || run.status === 'running')) await end(tx, run);
  });
}
