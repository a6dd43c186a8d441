import type { FastifyInstance } from 'fastify';
import { inviteClinicSchema, unreachableClinicParamsSchema } from '@shared/api/unreachable-clinics';
import type { Db } from '@server/db/client';
import { requireAdmin, signedInUser } from '@server/lib/auth';
import type { Limiters } from '@server/lib/rate-limits';
import { parseInput } from '@server/lib/validate';
import {
  INVITES_PER_ADMIN_PER_DAY,
  INVITES_PER_CLINIC_PER_DAY,
  inviteClinic,
  type InviteLimits,
} from './invite-clinic';
import { listUnreachableClinics } from './list-unreachable-clinics';

const DAY_SECONDS = 86_400;

// 'Clinics families could not reach' (docs/product.md#reaching-a-clinic). Admin-only: 401
// without a session, 403 otherwise. Adding an address is the existing PUT /api/providers/{id}/email,
// which also sends the requests that waited for it.
export function unreachableClinicsRoutes(
  app: FastifyInstance,
  { db, limiters }: { db: Db; limiters: Limiters },
): void {
  const admin = { preHandler: requireAdmin };
  const limits: InviteLimits = {
    perClinic: limiters({
      name: 'listing_invite_clinic',
      points: INVITES_PER_CLINIC_PER_DAY,
      durationSeconds: DAY_SECONDS,
    }),
    perAdmin: limiters({
      name: 'listing_invite_admin',
      points: INVITES_PER_ADMIN_PER_DAY,
      durationSeconds: DAY_SECONDS,
    }),
  };

  app.get('/api/admin/unreachable-clinics', admin, async () => listUnreachableClinics(db));

  app.post('/api/admin/unreachable-clinics/:providerId/invite', admin, async (request, reply) => {
    const { providerId } = parseInput(unreachableClinicParamsSchema, request.params);
    const input = parseInput(inviteClinicSchema, request.body);
    await inviteClinic(db, signedInUser(request), providerId, input, { ip: request.ip, limits });
    return reply.status(202).send({ invited: true });
  });
}
