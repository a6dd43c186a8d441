import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminProviderParamsSchema,
  listingParamsSchema,
  schedulingLinkInputSchema,
} from '@shared/api/scheduling-links';
import type { Db } from '@server/db/client';
import { requireListingStaff } from '@server/domain/listings/listing-access';
import { requireAdmin, requireUser, signedInUser } from '@server/lib/auth';
import type { AllowedHost } from '@server/lib/outbound/allowed-hosts';
import { parseInput } from '@server/lib/validate';
import { schedulingLinkStatus } from './link-status';
import { setSchedulingLink } from './set-scheduling-link';

// A provider's scheduling link, for admins (any provider) and for a clinic's staff (the listings
// they keep); both answer the same status (docs/product.md#scheduling-links).
export function schedulingLinksRoutes(
  app: FastifyInstance,
  { db, allowedHosts }: { db: Db; allowedHosts: readonly AllowedHost[] },
): void {
  const adminPath = '/api/admin/providers/:id/scheduling-link';
  const clinicPath = '/api/clinic/listings/:providerId/scheduling-link';
  const adminProvider = (request: FastifyRequest) =>
    parseInput(adminProviderParamsSchema, request.params).id;
  /** The listing named, once the signed-in account is shown to keep it. */
  const keptListing = async (request: FastifyRequest) => {
    const { providerId } = parseInput(listingParamsSchema, request.params);
    await requireListingStaff(db, request, providerId);
    return providerId;
  };

  app.get(adminPath, { preHandler: requireAdmin }, async (request) =>
    schedulingLinkStatus(db, adminProvider(request)),
  );
  app.put(adminPath, { preHandler: requireAdmin }, async (request, reply) => {
    const id = adminProvider(request);
    const input = parseInput(schedulingLinkInputSchema, request.body);
    const context = { actor: signedInUser(request), asAdmin: true, ip: request.ip, allowedHosts };
    return reply.code(202).send(await setSchedulingLink(db, id, input, context));
  });

  app.get(clinicPath, { preHandler: requireUser }, async (request) =>
    schedulingLinkStatus(db, await keptListing(request)),
  );
  app.put(clinicPath, { preHandler: requireUser }, async (request, reply) => {
    const id = await keptListing(request);
    const input = parseInput(schedulingLinkInputSchema, request.body);
    const context = { actor: signedInUser(request), asAdmin: false, ip: request.ip, allowedHosts };
    return reply.code(202).send(await setSchedulingLink(db, id, input, context));
  });
}
