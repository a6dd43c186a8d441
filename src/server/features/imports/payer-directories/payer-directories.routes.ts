import type { FastifyInstance } from 'fastify';
import {
  createPayerDirectorySchema,
  payerDirectoryParamsSchema,
  startPayerImportSchema,
} from '@shared/api/payer-directories';
import type { Db } from '@server/db/client';
import { requireAdmin, signedInUser } from '@server/lib/auth';
import { readerLanguage } from '@server/lib/errors';
import type { AllowedHost } from '@server/lib/outbound/allowed-hosts';
import { parseInput } from '@server/lib/validate';
import { addPayerDirectory } from './add-payer-directory';
import { listPayerDirectories } from './list-payer-directories';
import { removePayerDirectory } from './remove-payer-directory';
import { startPayerImport } from './start-payer-import';

// Payer directories (docs/decisions/016-payer-directories.md): admin-only, 401 without a session,
// 403 otherwise; every change audited.
export function payerDirectoriesRoutes(
  app: FastifyInstance,
  { db, allowedHosts }: { db: Db; allowedHosts: readonly AllowedHost[] },
): void {
  const admin = { preHandler: requireAdmin };
  const by = (request: Parameters<typeof signedInUser>[0]) => ({
    userId: signedInUser(request).id,
    ip: request.ip,
  });

  app.get('/api/admin/payer-directories', admin, async (request) =>
    listPayerDirectories(db, readerLanguage(request)),
  );

  app.post('/api/admin/payer-directories', admin, async (request, reply) => {
    const input = parseInput(createPayerDirectorySchema, request.body);
    return reply.status(201).send(await addPayerDirectory(db, input, by(request), allowedHosts));
  });

  app.delete('/api/admin/payer-directories/:id', admin, async (request, reply) => {
    const { id } = parseInput(payerDirectoryParamsSchema, request.params);
    await removePayerDirectory(db, id, by(request));
    return reply.status(204).send();
  });

  app.post('/api/admin/payer-directories/:id/import', admin, async (request, reply) => {
    const { id } = parseInput(payerDirectoryParamsSchema, request.params);
    const input = parseInput(startPayerImportSchema, request.body);
    return reply.status(202).send(await startPayerImport(db, id, input, by(request)));
  });
}
