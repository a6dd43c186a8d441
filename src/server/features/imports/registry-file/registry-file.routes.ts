import type { FastifyInstance } from 'fastify';
import { errorMessage } from '@shared/api/error-messages';
import { registryFileParamsSchema, startRegistryFileSchema } from '@shared/api/registry-file';
import type { Db } from '@server/db/client';
import { requireAdmin, signedInUser } from '@server/lib/auth';
import { AppError } from '@server/lib/errors';
import type { AllowedHost } from '@server/lib/outbound/allowed-hosts';
import { refusalOf } from '@server/lib/outbound/address-rule';
import { parseInput } from '@server/lib/validate';
import { pauseRegistryFile, resumeRegistryFile, startRegistryFile } from './registry-file-control';
import { listRegistryFileRuns } from './registry-file-runs';
import { registryFileInFolder, urlFileName } from './registry-file-source';

// The national registry file on /admin (docs/product.md#national-registry-file): admin only,
// 401 without a session, 403 otherwise.
export function registryFileRoutes(
  app: FastifyInstance,
  deps: { db: Db; registryFilesDir: string; allowedHosts: readonly AllowedHost[] },
): void {
  const { db } = deps;
  const admin = { preHandler: requireAdmin };
  const byOf = (request: Parameters<typeof signedInUser>[0]) => ({
    userId: signedInUser(request).id,
    ip: request.ip,
  });

  app.get('/api/admin/registry-files', admin, async () => ({
    runs: await listRegistryFileRuns(db),
    folder: deps.registryFilesDir,
  }));

  app.post('/api/admin/registry-files', admin, async (request, reply) => {
    const input = parseInput(startRegistryFileSchema, request.body);
    let source: { source: string; localPath: string | null; fileName: string };
    if (input.path !== undefined) {
      source = {
        source: input.path,
        ...(await registryFileInFolder(deps.registryFilesDir, input.path)),
      };
    } else {
      const url = input.url!;
      if (refusalOf(new URL(url), deps.allowedHosts)) {
        throw new AppError('invalid_input', errorMessage('registryFile.downloadRefused'), 'url');
      }
      source = { source: url, localPath: null, fileName: urlFileName(url) };
    }
    const run = await startRegistryFile(db, source, byOf(request));
    return reply.status(202).send(run);
  });

  app.post('/api/admin/registry-files/:id/pause', admin, async (request) =>
    pauseRegistryFile(db, parseInput(registryFileParamsSchema, request.params).id, byOf(request)),
  );

  app.post('/api/admin/registry-files/:id/resume', admin, async (request, reply) => {
    const { id } = parseInput(registryFileParamsSchema, request.params);
    return reply.status(202).send(await resumeRegistryFile(db, id, byOf(request)));
  });
}
