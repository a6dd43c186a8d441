import type { FastifyInstance } from 'fastify';
import {
  profileInputSchema,
  savedSearchInputSchema,
  travelDistanceInputSchema,
} from '@shared/api/profile';
import type { Db } from '@server/db/client';
import { requireUser, signedInUser } from '@server/lib/auth';
import { parseInput } from '@server/lib/validate';
import { getProfile } from './get-profile';
import { listInsuranceNetworks } from './list-insurance-networks';
import { saveProfile } from './save-profile';
import { saveTravelDistance } from './save-travel-distance';
import { saveSearch } from './save-search';

// Only ever the signed-in user's own profile: the id comes from the session, never the request.
export function profileRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/profile', { preHandler: requireUser }, async (request) =>
    getProfile(db, signedInUser(request).id),
  );

  app.put('/api/profile', { preHandler: requireUser }, async (request) => {
    const input = parseInput(profileInputSchema, request.body);
    return saveProfile(db, signedInUser(request).id, input);
  });

  // The same for every family: the networks of the admins' payer directories.
  app.get('/api/profile/insurance-networks', { preHandler: requireUser }, async () =>
    listInsuranceNetworks(db),
  );

  app.put('/api/profile/travel-distance', { preHandler: requireUser }, async (request) => {
    const input = parseInput(travelDistanceInputSchema, request.body);
    return saveTravelDistance(db, signedInUser(request).id, input);
  });

  app.put('/api/profile/search', { preHandler: requireUser }, async (request) => {
    const input = parseInput(savedSearchInputSchema, request.body);
    return saveSearch(db, signedInUser(request).id, input);
  });
}
