import type { FastifyInstance } from 'fastify';
import {
  importProvidersSchema,
  importRunParamsSchema,
  importStateSchema,
  SINGLE_IMPORT_STATES,
} from '@shared/api/admin';
import type { Db } from '@server/db/client';
import { requireAdmin, signedInUser } from '@server/lib/auth';
import { parseInput } from '@server/lib/validate';
import { clearProviders } from './clear-providers';
import { getLatestRun, getRun } from './import-runs';
import { startImport } from './start-import';

// Importing providers from the NPI registry's API, and clearing them
// (docs/product.md#admin-dashboard). Every route is admin-only: 401 without a session, 403
// otherwise.
export function registryImportRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const admin = { preHandler: requireAdmin };

  // Multi-state import, or (states [] with clearExisting) 'Clear All Providers'.
  app.post('/api/admin/import-providers', admin, async (request, reply) => {
    const input = parseInput(importProvidersSchema, request.body);
    const by = { userId: signedInUser(request).id, ip: request.ip };
    if (input.states.length === 0) return clearProviders(db, by);
    const run = await startImport(db, { ...input, city: '' }, by);
    return reply.status(202).send(run);
  });

  for (const state of SINGLE_IMPORT_STATES) {
    app.post(`/api/providers/import-${state.toLowerCase()}`, admin, async (request, reply) => {
      const input = parseInput(importStateSchema, request.body);
      const by = { userId: signedInUser(request).id, ip: request.ip };
      const run = await startImport(
        db,
        {
          states: [state],
          limitPerState: input.limit,
          clearExisting: input.clearExisting,
          city: input.city,
        },
        by,
      );
      return reply.status(202).send(run);
    });
  }

  app.get('/api/admin/import-runs/latest', admin, async () => getLatestRun(db));
  app.get('/api/admin/import-runs/:id', admin, async (request) =>
    getRun(db, parseInput(importRunParamsSchema, request.params).id),
  );
}
