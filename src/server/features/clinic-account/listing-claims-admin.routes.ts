import type { FastifyInstance } from 'fastify';
import { claimIdParamsSchema } from '@shared/api/clinic-account';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { requireAdmin, signedInUser } from '@server/lib/auth';
import { parseInput } from '@server/lib/validate';
import { approveClaim, declineClaim } from './decide-claim';
import { listPendingClaims } from './list-pending-claims';

// The admin's 'Listing claims' queue (docs/product.md#claiming-a-listing): admins only.
export function listingClaimsAdminRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Config },
): void {
  app.get('/api/admin/listing-claims', { preHandler: requireAdmin }, async () => ({
    claims: await listPendingClaims(db),
  }));

  app.post(
    '/api/admin/listing-claims/:id/approve',
    { preHandler: requireAdmin },
    async (request) => {
      const { id } = parseInput(claimIdParamsSchema, request.params);
      await approveClaim(db, {
        admin: signedInUser(request),
        claimId: id,
        ip: request.ip,
        secret: config.SESSION_SECRET,
      });
      return { status: 'approved' as const };
    },
  );

  app.post(
    '/api/admin/listing-claims/:id/decline',
    { preHandler: requireAdmin },
    async (request) => {
      const { id } = parseInput(claimIdParamsSchema, request.params);
      await declineClaim(db, {
        admin: signedInUser(request),
        claimId: id,
        ip: request.ip,
        secret: config.SESSION_SECRET,
      });
      return { status: 'declined' as const };
    },
  );
}
