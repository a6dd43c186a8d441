import { createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { errorMessage, type ErrorMessage } from '@shared/api/error-messages';
import type { Db } from '@server/db/client';
import { registryFileRuns, type RegistryFileRunRow } from '@server/db/schema';
import type { OutboundClient } from '@server/lib/outbound/outbound-client';

/** How often the download's progress is saved, and a pause looked for. */
const PROGRESS_MS = 500;

/** Why a download did not finish, in words for the admin. */
export class DownloadFailure extends Error {
  constructor(readonly words: ErrorMessage) {
    super(words.key);
    this.name = 'DownloadFailure';
  }
}

/** Where a run's download is kept until the run succeeds. */
export const downloadPath = (
  downloadsDir: string,
  run: Pick<RegistryFileRunRow, 'id' | 'fileName'>,
) => path.join(downloadsDir, `${run.id}-${run.fileName}`);

/**
 * Streams the run's URL to disk (about 1 GB: no cap but the disk), saving `bytes_done` and
 * `file_bytes` as it goes. A part kept from before (a pause, a restart) is continued with a Range
 * request when the server allows it, else the file starts over. Stops early, keeping the part,
 * when the run is paused or `signal` aborts.
 */
export async function downloadRegistryFile(
  db: Db,
  run: RegistryFileRunRow,
  options: { client: OutboundClient; downloadsDir: string; signal?: AbortSignal },
): Promise<{ done: true; localPath: string } | { done: false }> {
  const target = downloadPath(options.downloadsDir, run);
  await mkdir(options.downloadsDir, { recursive: true });
  const kept = (await stat(target).catch(() => null))?.size ?? 0;
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  const answer = await options.client.open(run.source, {
    signal,
    maxBytes: Number.POSITIVE_INFINITY,
    headers: kept > 0 ? { range: `bytes=${kept}-` } : {},
  });
  const range = contentRange(answer.headers['content-range']);
  // A part that was already whole when the server stopped (a crash right after the last byte).
  if (answer.status === 416 && range?.total === kept) return { done: true, localPath: target };
  if (answer.status !== 200 && answer.status !== 206) {
    throw new DownloadFailure(
      errorMessage('registryFile.downloadFailed', { status: answer.status }),
    );
  }
  const continuing = answer.status === 206 && range?.start === kept;
  const total = continuing ? range.total : contentLength(answer.headers['content-length']);
  let done = continuing ? kept : 0;
  const file = createWriteStream(target, { flags: continuing ? 'a' : 'w' });
  const saveProgress = async () => {
    const [saved] = await db
      .update(registryFileRuns)
      .set({ bytesDone: done, fileBytes: total })
      .where(eq(registryFileRuns.id, run.id))
      .returning({ status: registryFileRuns.status });
    return saved?.status === 'downloading';
  };
  try {
    let savedAt = 0;
    if (!(await saveProgress())) stop.abort();
    for await (const chunk of answer.body) {
      if (!file.write(chunk)) await once(file, 'drain');
      done += chunk.byteLength;
      if (Date.now() - savedAt >= PROGRESS_MS) {
        savedAt = Date.now();
        if (!(await saveProgress())) break;
      }
      if (signal.aborted) break;
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  } finally {
    answer.discard();
    file.end();
    await once(file, 'close');
  }
  if (signal.aborted || !(await saveProgress())) return { done: false };
  if (total !== null && done !== total) {
    throw new DownloadFailure(errorMessage('registryFile.downloadBroken'));
  }
  return { done: true, localPath: target };
}

function contentLength(header: string | string[] | undefined): number | null {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

// Content-Range: `bytes START-END/TOTAL`, or `bytes */TOTAL` on a 416.
function contentRange(header: string | string[] | undefined) {
  const match = /^bytes (?:(\d+)-\d+|\*)\/(\d+)$/.exec(
    String(Array.isArray(header) ? header[0] : header),
  );
  if (!match) return null;
  return { start: match[1] === undefined ? null : Number(match[1]), total: Number(match[2]) };
}
