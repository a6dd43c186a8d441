import type { FastifyInstance } from 'fastify';
import {
  requestParamsSchema,
  scheduleInputSchema,
  type SubmitResult,
} from '@shared/api/appointment-requests';
import { errorMessage } from '@shared/api/error-messages';
import { openingParamsSchema, providerOpeningsParamsSchema } from '@shared/api/opening-requests';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { requireUser, requireVerifiedEmail, signedInUser } from '@server/lib/auth';
import { AppError } from '@server/lib/errors';
import { parseInput } from '@server/lib/validate';
import { buildIcs } from './build-ics';
import { cancelRequest } from './cancel-request';
import { findOwnRequest } from './find-own-request';
import { listRequests, markRequestsSeen } from './list-requests';
import { confirmationRoutes } from './confirmations/confirmations.routes';
import { providerOpenings } from './openings/provider-openings';
import { requestOpening } from './openings/request-opening';
import { replyRoutes } from './replies/replies.routes';
import { scheduleRequest } from './schedule-request';
import { submitRequests } from './submit-requests';
import { withdrawOthers } from './withdrawals/withdraw-others';

// Appointment request calls; every row is the signed-in family's own (docs/product.md#privacy).
export function appointmentRequestsRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Config },
): void {
  app.get('/api/appointment-requests', { preHandler: requireUser }, async (request) =>
    listRequests(db, signedInUser(request).id),
  );

  app.post(
    '/api/appointment-requests/submit',
    { preHandler: requireVerifiedEmail },
    async (request, reply) => {
      const created = await submitRequests(db, signedInUser(request).id, config.SESSION_SECRET);
      // Only what was e-mailed is said to be sent; a clinic without an address is the family's
      // to call.
      const unsent = created.filter((made) => made.status === 'pending');
      const result: SubmitResult = {
        submitted: created.length,
        sent: created.length - unsent.length,
        toCall: unsent.length,
        toCallClinics: unsent.map((made) => ({
          requestId: made.id,
          name: made.provider.name,
          phone: made.provider.phone,
        })),
        requests: created,
      };
      return reply.status(201).send(result);
    },
  );

  // A provider's published openings a family may ask for (docs/product.md#booking-an-opening).
  app.get('/api/providers/:id/openings', { preHandler: requireUser }, async (request, reply) => {
    const { id } = parseInput(providerOpeningsParamsSchema, request.params);
    // Held and booked times change by the minute: never kept by a cache.
    void reply.header('cache-control', 'private, no-store');
    return providerOpenings(db, id);
  });

  // A family asks a clinic for one of its published openings.
  app.post(
    '/api/openings/:openingId/requests',
    { preHandler: requireVerifiedEmail },
    async (request, reply) => {
      const { openingId } = parseInput(openingParamsSchema, request.params);
      const created = await requestOpening(
        db,
        signedInUser(request).id,
        openingId,
        config.SESSION_SECRET,
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/appointment-requests/:id/schedule',
    { preHandler: requireVerifiedEmail },
    async (request) => {
      const { id } = parseInput(requestParamsSchema, request.params);
      const input = parseInput(scheduleInputSchema, request.body);
      return scheduleRequest(db, signedInUser(request).id, id, input, config.SESSION_SECRET);
    },
  );

  app.post(
    '/api/appointment-requests/seen',
    { preHandler: requireUser },
    async (request, reply) => {
      await markRequestsSeen(db, signedInUser(request).id);
      return reply.status(204).send();
    },
  );

  app.post('/api/appointment-requests/:id/cancel', { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(requestParamsSchema, request.params);
    return cancelRequest(db, signedInUser(request).id, id);
  });

  // Once one request is booked, the family's other open requests are withdrawn in one step.
  app.post(
    '/api/appointment-requests/:id/withdraw-others',
    { preHandler: requireUser },
    async (request) => {
      const { id } = parseInput(requestParamsSchema, request.params);
      return { cancelled: await withdrawOthers(db, signedInUser(request).id, id) };
    },
  );

  app.get(
    '/api/appointment-requests/:id/calendar',
    { preHandler: requireUser },
    async (request, reply) => {
      const { id } = parseInput(requestParamsSchema, request.params);
      const row = await findOwnRequest(db, signedInUser(request).id, id);
      if (!(row.status === 'scheduled' || row.status === 'confirmed') || !row.scheduledDate) {
        throw new AppError('not_scheduled', errorMessage('requests.notScheduled'));
      }
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="appointment-${row.id}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(buildIcs(row, signedInUser(request).language));
    },
  );

  replyRoutes(app, { db });
  confirmationRoutes(app, { db });
}
