import type { FastifyInstance } from 'fastify';
import { providerWidenQuerySchema } from '@shared/api/providers';
import { providerListQuerySchema } from '@shared/api/provider-query';
import { providerMapQuerySchema } from '@shared/api/provider-map';
import type { Db } from '@server/db/client';
import { requireUser, signedInUser } from '@server/lib/auth';
import { parseInput } from '@server/lib/validate';
import { familyContext } from './family-context';
import { providerMap } from './provider-map';
import type { ProviderIndexSync } from './search-index/index-sync';
import { searchProviders } from './search-providers';
import { widenSteps } from './search-index/widen-steps';

// Server-side search (docs/decisions/004-server-side-search-and-clusters.md): the browser asks for
// a page or a map view, never the directory.
export function providersRoutes(
  app: FastifyInstance,
  { db, searchIndex }: { db: Db; searchIndex: ProviderIndexSync },
): void {
  app.get('/api/providers', { preHandler: requireUser }, async (request) => {
    const query = parseInput(providerListQuerySchema, request.query);
    const [index, family] = await Promise.all([
      searchIndex.current(),
      familyContext(db, signedInUser(request).id),
    ]);
    return searchProviders(db, index, query, family);
  });

  app.get('/api/providers/map', { preHandler: requireUser }, async (request) => {
    const query = parseInput(providerMapQuerySchema, request.query);
    const [index, family] = await Promise.all([
      searchIndex.current(),
      familyContext(db, signedInUser(request).id),
    ]);
    return providerMap(db, index, query, family);
  });

  // What an empty or thin result proposes, counted for this family's search in one call.
  app.get('/api/providers/widen', { preHandler: requireUser }, async (request) => {
    const query = parseInput(providerWidenQuerySchema, request.query);
    const [index, family] = await Promise.all([
      searchIndex.current(),
      familyContext(db, signedInUser(request).id),
    ]);
    return widenSteps(index, query, family);
  });

  // The choices the filters offer, counted by the index: no scan of the directory.
  app.get('/api/providers/facets', { preHandler: requireUser }, async () =>
    (await searchIndex.current()).facets(),
  );

  // The services page's typical waits, from the directory's own data.
  app.get('/api/providers/service-waits', { preHandler: requireUser }, async () =>
    (await searchIndex.current()).serviceWaits(),
  );
}
