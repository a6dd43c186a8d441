import type { FastifyInstance } from 'fastify';
import { replyTokenParamsSchema, type ReplyForm } from '@shared/api/provider-replies';
import { childAgeParts } from '@shared/api/profile';
import type { Db } from '@server/db/client';
import { parseInput } from '@server/lib/validate';
import { findReplyRequest } from './find-reply-request';
import { saveReply } from './save-reply';

/**
 * The provider's side of a request (docs/product.md#provider-replies): public, because providers
 * have no accounts; the link's 256-bit token is the only key, and it opens one request's reply
 * form, once.
 */
export function replyRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/provider-replies/:token', async (request, reply): Promise<ReplyForm> => {
    const { token } = parseInput(replyTokenParamsSchema, request.params);
    const found = await findReplyRequest(db, token, new Date());
    // The link is a secret: keep it out of shared caches and of any page's Referer.
    void reply.header('cache-control', 'private, no-store');
    return {
      providerName: found.request.providerName,
      insuranceType: found.insuranceType,
      // The child's age and the family's note, as sent with the request: all the page tells
      // about the child.
      childAge: childAgeParts(found.request.childAgeMonths),
      lookingFor: found.request.lookingFor,
      expiresAt: found.request.replyTokenExpiresAt!.toISOString(),
    };
  });

  app.post('/api/provider-replies/:token', async (request, reply) => {
    const { token } = parseInput(replyTokenParamsSchema, request.params);
    await saveReply(db, token, request.body);
    return reply.status(204).send();
  });
}
