import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@server/db/client';
import { registryFileRuns } from '@server/db/schema';
import { fileRunForPath } from './file-run-for-path';
import { RegistryFileError } from './open-registry-file';
import { registryFileRunToApi } from './registry-file-runs';
import { runRegistryFile } from './run-registry-file';

// `npm run import:nppes` while the server holds the embedded database: the server runs the import
// and the command line follows it, and can pause it, over the admin socket.

/** As the admin socket takes commands: a JSON body in, a status and a JSON body out. */
type SocketCommand = (body: unknown) => Promise<{ status: number; body: unknown }>;

const startSchema = z.object({ path: z.string().min(1).max(1000) });
const runSchema = z.object({ id: z.uuid() });

export function registryFileCommands(db: Db): Record<string, SocketCommand> {
  return {
    '/registry-file': async (body) => {
      const parsed = startSchema.safeParse(body);
      if (!parsed.success) return { status: 400, body: { message: 'Expected { path }' } };
      try {
        const { run, resumed } = await fileRunForPath(db, parsed.data.path);
        void runRegistryFile(db, run.id);
        return { status: 200, body: { id: run.id, resumed } };
      } catch (error) {
        if (!(error instanceof RegistryFileError)) throw error;
        return { status: 400, body: { message: error.message } };
      }
    },
    '/registry-file/status': async (body) => {
      const parsed = runSchema.safeParse(body);
      if (!parsed.success) return { status: 400, body: { message: 'Expected { id }' } };
      const [run] = await db
        .select()
        .from(registryFileRuns)
        .where(eq(registryFileRuns.id, parsed.data.id));
      return run
        ? { status: 200, body: registryFileRunToApi(run) }
        : { status: 404, body: { message: 'No such run.' } };
    },
    '/registry-file/pause': async (body) => {
      const parsed = runSchema.safeParse(body);
      if (!parsed.success) return { status: 400, body: { message: 'Expected { id }' } };
      await db
        .update(registryFileRuns)
        .set({ status: 'paused' })
        .where(
          and(
            eq(registryFileRuns.id, parsed.data.id),
            inArray(registryFileRuns.status, ['queued', 'running']),
          ),
        );
      return { status: 200, body: {} };
    },
  };
}
