import type { FastifyInstance } from 'fastify';
import {
  confirmTokenParamsSchema,
  type ConfirmationForm,
} from '@shared/api/provider-confirmations';
import type { Db } from '@server/db/client';
import { parseInput } from '@server/lib/validate';
import { loadRequestFamilyFacts } from '@server/domain/family-facts/request-family-facts';
import { formatLocalDateTime } from '@server/domain/places/local-time';
import { answerConfirmation } from './answer-confirmation';
import { findConfirmRequest } from './find-confirm-request';

/**
 * The clinic's side of a booking (docs/product.md#scheduling): public, because clinics have no
 * accounts; the link's 256-bit token is the only key, and it answers one booking, once.
 */
export function confirmationRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get(
    '/api/provider-confirmations/:token',
    async (request, reply): Promise<ConfirmationForm> => {
      const { token } = parseInput(confirmTokenParamsSchema, request.params);
      const found = await findConfirmRequest(db, token, new Date());
      // The link is a secret: keep it out of shared caches.
      void reply.header('cache-control', 'private, no-store');
      return {
        providerName: found.providerName,
        scheduledDate: found.scheduledDate!.toISOString(),
        timeZone: found.timeZone,
        // The clinic's page, in English like every e-mail to a clinic.
        localTime: formatLocalDateTime(found.scheduledDate!, found.timeZone, 'en'),
        family: await loadRequestFamilyFacts(db, found),
        notes: found.patientNotes,
      };
    },
  );

  app.post('/api/provider-confirmations/:token', async (request, reply) => {
    const { token } = parseInput(confirmTokenParamsSchema, request.params);
    await answerConfirmation(db, token, request.body);
    return reply.status(204).send();
  });
}
