import type { FastifyInstance } from 'fastify';
import { providerListQuerySchema, providerMapQuerySchema } from '@shared/api/providers';
import type { Db } from '@server/db/client';
import { requireUser, signedInUser } from '@server/lib/auth';
import { parseInput } from '@server/lib/validate';
import { familyContext } from './family-context';
import { providerFacets } from './provider-facets';
import { providerMap } from './provider-map';
import { searchProviders } from './search-providers';

// Server-side search (docs/decisions/004-server-side-search-and-clusters.md): the browser asks for
// a page or a map view, never the directory.
export function providersRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/providers', { preHandler: requireUser }, async (request) => {
    const query = parseInput(providerListQuerySchema, request.query);
    return searchProviders(db, query, await familyContext(db, signedInUser(request).id));
  });

  app.get('/api/providers/map', { preHandler: requireUser }, async (request) => {
    const query = parseInput(providerMapQuerySchema, request.query);
    return providerMap(db, query, await familyContext(db, signedInUser(request).id));
  });

  app.get('/api/providers/facets', { preHandler: requireUser }, async () => providerFacets(db));
}
