import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './routed-path';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for everyone and says nothing about a person (the health check, the
     * map configuration), so browsers and proxies may keep it as the route's own headers allow.
     */
    publicAnswer?: boolean;
  }
}

/**
 * Every /api answer is `Cache-Control: no-store` unless its route is a `publicAnswer`: answers
 * about a person (the profile, the basket, requests, admin pages, errors naming a field) must not
 * stay in a shared computer's browser cache or a proxy. A route that sets its own no-store
 * variant (`private, no-store`) keeps it.
 */
export function keepApiAnswersOutOfCaches(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiRequest(request) || request.routeOptions.config.publicAnswer) return payload;
    const current = reply.getHeader('cache-control');
    if (typeof current !== 'string' || !/\bno-store\b/.test(current)) {
      void reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
