import { eq } from 'drizzle-orm';
import { PAYER_IMPORT_STAGES } from '@shared/api/payer-directories';
import type { Db } from '@server/db/client';
import { payerDirectories, payerImportRuns } from '@server/db/schema';
import { jobAttempts } from '@server/lib/jobs';
import { IMPORT_MAX_ATTEMPTS } from '../registry/run-import';
import { completePayerImport, failPayerImport } from './end-payer-import';
import { DirectoryError } from './fhir/directory-error';
import type { OpenDirectory } from './fhir/directory-client';
import { stageSearch } from './import-stages';
import { readPage, type ReadingStage } from './read-page';
import { savePage, type Position } from './save-page';
import { firstStagePage } from './stage-pages';
import { errorMessage } from '@shared/api/error-messages';

export const payerImportJobKey = (runId: string) => `payer-import:${runId}`;

const READING = PAYER_IMPORT_STAGES.filter((s): s is ReadingStage => s !== 'ending');

/**
 * One import of a payer directory, page by page: each page is saved with the run's position, so
 * only one page is ever held, and a job claimed again (after a crash, or a directory that stayed
 * down through the client's retries) goes on from the page after the last one saved. After the
 * last attempt, or when the directory refuses, the run fails and the claims stand as they were.
 */
export async function runPayerImport(
  db: Db,
  open: OpenDirectory,
  { runId }: { runId: string },
): Promise<void> {
  const [found] = await db
    .select({ run: payerImportRuns, baseUrl: payerDirectories.baseUrl })
    .from(payerImportRuns)
    .innerJoin(payerDirectories, eq(payerDirectories.id, payerImportRuns.directoryId))
    .where(eq(payerImportRuns.id, runId));
  if (!found || (found.run.status !== 'queued' && found.run.status !== 'running')) return;
  const { run } = found;
  const attempts = await jobAttempts(db, payerImportJobKey(runId));
  if (attempts > IMPORT_MAX_ATTEMPTS)
    return failPayerImport(db, runId, errorMessage('payers.importFailed.interrupted'));
  await db.update(payerImportRuns).set({ status: 'running' }).where(eq(payerImportRuns.id, runId));

  const reader = open(found.baseUrl);
  // Once the directory has refused `_lastUpdated`, the rest of the run reads everything.
  let changesSince = run.fullReadFallback ? null : run.changesSince;
  const readEverything = async (stage: ReadingStage) => {
    changesSince = null;
    await db
      .update(payerImportRuns)
      .set({ fullReadFallback: true })
      .where(eq(payerImportRuns.id, runId));
    return stageSearch(stage, null, reader.pageSizes);
  };
  try {
    let nextUrl = run.nextUrl;
    for (let i = READING.indexOf(run.stage as ReadingStage); i >= 0 && i < READING.length; i++) {
      const stage = READING[i]!;
      const search = stageSearch(stage, changesSince, reader.pageSizes);
      let page = await firstStagePage(reader, search, nextUrl, () => readEverything(stage));
      for (;;) {
        const at = new Date();
        const following: Position = page.next
          ? { stage, nextUrl: page.next }
          : { stage: READING[i + 1] ?? 'ending', nextUrl: null };
        const read = await readPage(reader, stage, page.bundle, found.baseUrl);
        if (!(await savePage(db, run, stage, read, following, at))) return;
        if (!page.next) break;
        page = await reader.next(page.next);
      }
      nextUrl = null;
    }
    await completePayerImport(db, runId);
  } catch (error) {
    // A forgotten next link is picked up again like an outage: its stage starts anew.
    const refused = error instanceof DirectoryError && error.kind === 'refused';
    if (!refused && attempts < IMPORT_MAX_ATTEMPTS) throw error;
    const words =
      error instanceof DirectoryError ? error.words : errorMessage('payers.importFailed.notSaved');
    await failPayerImport(db, runId, words);
  }
}
