import type { FastifyInstance } from 'fastify';
import {
  replyTokenParamsSchema,
  type ReplyForm,
  type ReplyPractice,
} from '@shared/api/provider-replies';
import type { Db } from '@server/db/client';
import { parseInput } from '@server/lib/validate';
import { loadRequestFamilyFacts } from '@server/domain/family-facts/request-family-facts';
import { toApiReply } from '../to-api';
import { answerRequestedTime } from '../openings/answer-requested-time';
import { requestedTimeOf } from '../openings/requested-time';
import { replyOpenUntil } from './answer-window';
import { findReplyRequest } from './find-reply-request';
import { practiceOf, reportPracticeFacts } from './practice-facts';
import { saveReply } from './save-reply';

/**
 * The provider's side of a request (docs/product.md#provider-replies): public, because providers
 * have no accounts; the link's 256-bit token is the only key, and it opens one request's reply
 * form, until the family books a time (or the link, or the days to change an answer, run out).
 */
export function replyRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/provider-replies/:token', async (request, reply): Promise<ReplyForm> => {
    const { token } = parseInput(replyTokenParamsSchema, request.params);
    const found = await findReplyRequest(db, token, new Date());
    // The link is a secret: keep it out of shared caches and of any page's Referer.
    void reply.header('cache-control', 'private, no-store');
    return {
      providerName: found.request.providerName,
      practice: await practiceOf(db, found.request.providerId),
      insuranceType: found.insuranceType,
      family: await loadRequestFamilyFacts(db, found.request),
      // The answer given so far, for the clinic to change until the family books.
      reply: toApiReply(found.request),
      requestedTime: requestedTimeOf(found.request),
      expiresAt: replyOpenUntil(found.request).toISOString(),
    };
  });

  app.post('/api/provider-replies/:token', async (request, reply) => {
    const { token } = parseInput(replyTokenParamsSchema, request.params);
    await saveReply(db, token, request.body);
    return reply.status(204).send();
  });

  // Confirm or decline the published opening the family asked for.
  app.post('/api/provider-replies/:token/opening', async (request, reply) => {
    const { token } = parseInput(replyTokenParamsSchema, request.params);
    await answerRequestedTime(db, token, request.body);
    return reply.status(204).send();
  });

  app.put('/api/provider-replies/:token/practice', async (request): Promise<ReplyPractice> => {
    const { token } = parseInput(replyTokenParamsSchema, request.params);
    return reportPracticeFacts(db, token, request.body, request.ip);
  });
}
