import type { FastifyInstance } from 'fastify';
import { clientErrorSchema } from '@shared/api/client-errors';
import { TooManyAttemptsError } from '@server/lib/errors';
import type { Limiters } from '@server/lib/rate-limits';
import { parseInput } from '@server/lib/validate';

/** A report is four short names; anything bigger is not one of ours. */
const BODY_LIMIT_BYTES = 1024;

// The browser's word that an error page replaced a page (docs/product.md#page-errors). Open to
// anyone, since a page fails signed in or not, so it is limited per client address like the other
// public routes: a script cannot fill the log.
export function clientErrorsRoutes(
  app: FastifyInstance,
  { limiters }: { limiters: Limiters },
): void {
  const perAddress = limiters({ name: 'client_errors_ip', points: 20, durationSeconds: 10 * 60 });

  app.post('/api/client-errors', { bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
    const report = parseInput(clientErrorSchema, request.body);
    const taken = await perAddress.take(request.ip);
    if (!taken.ok) throw new TooManyAttemptsError(taken.retryAfterSeconds);
    // Only the schema's names are written (no message, no URL, no query string). A script that
    // could not be loaded is often the network's doing (a tab offline, a second deploy within
    // minutes), so a warning; a render error is our bug, so an error.
    request.log[report.staleChunk ? 'warn' : 'error']({ clientError: report }, 'client error');
    return reply.status(204).send();
  });
}
