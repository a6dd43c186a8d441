import type { FastifyInstance } from 'fastify';
import { addToBasketSchema, basketItemParamsSchema } from '@shared/api/care-basket';
import type { Db } from '@server/db/client';
import { requireUser, signedInUser } from '@server/lib/auth';
import { parseInput } from '@server/lib/validate';
import { addToBasket } from './add-to-basket';
import { listBasket } from './list-basket';
import { removeFromBasket } from './remove-from-basket';
import { whatClinicsReceive } from './what-clinics-receive';

// Care basket calls; every query is scoped to the session's user (docs/product.md#privacy).
export function careBasketRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/care-basket', { preHandler: requireUser }, async (request) =>
    listBasket(db, signedInUser(request).id),
  );

  // Shown beside the basket before sending: the same facts the request's e-mail will carry.
  app.get('/api/care-basket/what-clinics-receive', { preHandler: requireUser }, async (request) =>
    whatClinicsReceive(db, signedInUser(request).id),
  );

  app.post('/api/care-basket', { preHandler: requireUser }, async (request, reply) => {
    const userId = signedInUser(request).id;
    const itemId = await addToBasket(db, userId, parseInput(addToBasketSchema, request.body));
    const item = (await listBasket(db, userId)).find((i) => i.id === itemId);
    return reply.status(201).send(item);
  });

  app.delete('/api/care-basket/:id', { preHandler: requireUser }, async (request, reply) => {
    const { id } = parseInput(basketItemParamsSchema, request.params);
    await removeFromBasket(db, signedInUser(request).id, id);
    return reply.status(204).send();
  });
}
