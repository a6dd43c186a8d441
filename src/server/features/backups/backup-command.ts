import path from 'node:path';
import { z } from 'zod';
import { writeBackup, type BackupSources } from './write-backup';

// `npm run backup` while the server holds the embedded database: the command asks the server
// over its admin socket, and the server, which alone may read the database, writes the file.

const backupRequestSchema = z.object({
  outDir: z.string().refine((dir) => path.isAbsolute(dir), 'must be an absolute path'),
  withSecrets: z.boolean(),
});

export type BackupRequest = z.infer<typeof backupRequestSchema>;

/** Answers one backup request from the admin socket. */
export async function answerBackupRequest(
  sources: BackupSources,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  const parsed = backupRequestSchema.safeParse(body);
  if (!parsed.success)
    return { status: 400, body: { message: 'Expected { outDir, withSecrets }' } };
  try {
    return { status: 200, body: await writeBackup(sources, parsed.data) };
  } catch (error) {
    return { status: 500, body: { message: (error as Error).message } };
  }
}
