import path from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { registryFileRuns, type RegistryFileRunRow } from '@server/db/schema';
import { registryFileIdentity } from './open-registry-file';
import { createRegistryFileRun } from './registry-file-runs';

/**
 * The unfinished run of this very file (same path, size and modification time), made ready to
 * resume, or a new run of it: an operator running the import again goes on where it stopped.
 */
export async function fileRunForPath(
  db: DbOrTx,
  filePath: string,
): Promise<{ run: RegistryFileRunRow; resumed: boolean }> {
  const localPath = path.resolve(filePath);
  const identity = await registryFileIdentity(localPath);
  const [unfinished] = await db
    .select()
    .from(registryFileRuns)
    .where(
      and(
        eq(registryFileRuns.localPath, localPath),
        eq(registryFileRuns.fileBytes, identity.bytes),
        eq(registryFileRuns.fileModifiedAt, identity.modifiedAt),
        inArray(registryFileRuns.status, ['queued', 'running', 'paused']),
      ),
    )
    .orderBy(desc(registryFileRuns.createdAt))
    .limit(1);
  if (unfinished) {
    const [run] = await db
      .update(registryFileRuns)
      .set({ status: 'queued' })
      .where(eq(registryFileRuns.id, unfinished.id))
      .returning();
    return { run: run!, resumed: true };
  }
  const run = await createRegistryFileRun(db, {
    source: localPath,
    localPath,
    fileName: path.basename(localPath),
    startedBy: null,
  });
  return { run, resumed: false };
}
