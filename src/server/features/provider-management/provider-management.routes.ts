import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  managementSearchSchema,
  providerIdParamsSchema,
  updateDetailsSchema,
  updateEmailSchema,
  updateImageSchema,
  updateWebsiteSchema,
} from '@shared/api/provider-management';
import type { Db } from '@server/db/client';
import { requireAdmin, signedInUser } from '@server/lib/auth';
import type { ObjectStorage } from '@server/lib/object-storage';
import { parseInput } from '@server/lib/validate';
import { listManagedProviders } from './list-managed-providers';
import { getProviderStats } from './provider-stats';
import { updateProviderDetails } from './update-provider-details';
import { updateProviderImage } from './update-provider-image';
import { updateProviderEmail } from './update-provider-email';
import { updateProviderWebsite } from './update-provider-website';

// Admin-only: these edits change what every family sees (docs/product.md#roles-and-access).
export function providerManagementRoutes(
  app: FastifyInstance,
  {
    db,
    storage,
    secret,
  }: {
    db: Db;
    storage: ObjectStorage;
    /** What the reply links of requests sent once a clinic has an address are signed with. */
    secret: string;
  },
): void {
  const providerId = (request: FastifyRequest) =>
    parseInput(providerIdParamsSchema, request.params).id;

  // The dashboard's counts: providers per state and by origin.
  app.get('/api/admin/provider-stats', { preHandler: requireAdmin }, async () =>
    getProviderStats(db),
  );

  app.get('/api/admin/providers', { preHandler: requireAdmin }, async (request) =>
    listManagedProviders(db, parseInput(managementSearchSchema, request.query)),
  );

  app.put('/api/providers/:id/image', { preHandler: requireAdmin }, async (request) => {
    const id = providerId(request);
    const input = parseInput(updateImageSchema, request.body);
    return updateProviderImage(db, storage, signedInUser(request), id, input, request.ip);
  });

  app.put('/api/providers/:id/website', { preHandler: requireAdmin }, async (request) => {
    const id = providerId(request);
    const input = parseInput(updateWebsiteSchema, request.body);
    return updateProviderWebsite(db, signedInUser(request), id, input, request.ip);
  });

  app.put('/api/providers/:id/email', { preHandler: requireAdmin }, async (request) => {
    const id = providerId(request);
    const input = parseInput(updateEmailSchema, request.body);
    return updateProviderEmail(db, signedInUser(request), id, input, { ip: request.ip, secret });
  });

  app.put('/api/providers/:id/details', { preHandler: requireAdmin }, async (request) => {
    const id = providerId(request);
    const input = parseInput(updateDetailsSchema, request.body);
    return updateProviderDetails(db, signedInUser(request), id, input, request.ip);
  });
}
