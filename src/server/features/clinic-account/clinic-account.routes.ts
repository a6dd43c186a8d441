import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addStaffSchema,
  claimCodeSchema,
  claimIdParamsSchema,
  clinicRedeemSchema,
  clinicSignInSchema,
  createClaimSchema,
  listingParamsSchema,
  listingSearchQuerySchema,
  staffParamsSchema,
} from '@shared/api/clinic-account';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { requireListingStaff } from '@server/domain/listings/listing-access';
import { requireUser, signedInUser, startSession } from '@server/lib/auth';
import { parseInput } from '@server/lib/validate';
import { admit, type ClinicLimits } from './clinic-limits';
import { confirmClaimCode } from './confirm-claim-code';
import { createClaim } from './create-claim';
import { listOwnListings } from './list-own-listings';
import { addListingStaff, listListingStaff, removeListingStaff } from './listing-staff';
import { redeemSignInLink } from './redeem-sign-in-link';
import { requestSignInLink } from './request-sign-in-link';
import { searchListings } from './search-listings';

/** The same answer whether or not the address keeps a listing. */
export const CLINIC_SIGN_IN_ANSWER = 'If this address keeps a listing, we sent a link';

// A clinic's own side (docs/product.md#claiming-a-listing, #clinic-sign-in): finding and claiming
// a listing needs no account; the listings and their staff need a session whose proved address
// keeps that listing.
export function clinicAccountRoutes(
  app: FastifyInstance,
  { db, config, limits }: { db: Db; config: Config; limits: ClinicLimits },
): void {
  const secret = config.SESSION_SECRET;

  app.get('/api/clinic/listings/search', async (request) => {
    const query = parseInput(listingSearchQuerySchema, request.query);
    await admit([limits.search, request.ip]);
    return { listings: await searchListings(db, query) };
  });

  app.post('/api/clinic/claims', async (request, reply) => {
    const input = parseInput(createClaimSchema, request.body);
    const created = await createClaim(db, limits, input, { ip: request.ip, secret });
    return reply.status(201).send(created);
  });

  app.post('/api/clinic/claims/:id/code', async (request) => {
    const { id } = parseInput(claimIdParamsSchema, request.params);
    const { code } = parseInput(claimCodeSchema, request.body);
    await admit([limits.codesByIp, request.ip]);
    await confirmClaimCode(db, { claimId: id, code }, { ip: request.ip, secret });
    return { status: 'approved' as const };
  });

  app.post('/api/clinic/sign-in', async (request, reply) => {
    const { email } = parseInput(clinicSignInSchema, request.body);
    await requestSignInLink(db, limits, email, { ip: request.ip, secret });
    return reply.status(202).send({ message: CLINIC_SIGN_IN_ANSWER });
  });

  app.post('/api/clinic/sign-in/redeem', async (request, reply) => {
    const { token } = parseInput(clinicRedeemSchema, request.body);
    const user = await redeemSignInLink(db, limits, token, { ip: request.ip });
    await startSession(request, reply, { db, config }, user);
    return { redirectTo: '/clinic' };
  });

  app.get('/api/clinic/listings', { preHandler: requireUser }, async (request) => ({
    listings: await listOwnListings(db, signedInUser(request)),
  }));

  const keptListing = async (request: FastifyRequest) => {
    const { providerId } = parseInput(listingParamsSchema, request.params);
    await requireListingStaff(db, request, providerId);
    return providerId;
  };

  app.get('/api/clinic/listings/:providerId/staff', { preHandler: requireUser }, async (request) =>
    listListingStaff(db, await keptListing(request)),
  );

  app.post(
    '/api/clinic/listings/:providerId/staff',
    { preHandler: requireUser },
    async (request, reply) => {
      // The whole request is judged before the listing: a bad field is a 400 for anyone.
      const { providerId } = parseInput(listingParamsSchema, request.params);
      const { email } = parseInput(addStaffSchema, request.body);
      await requireListingStaff(db, request, providerId);
      const staff = await addListingStaff(
        db,
        signedInUser(request),
        { providerId, email },
        { ip: request.ip, secret },
      );
      return reply.status(201).send(staff);
    },
  );

  app.delete(
    '/api/clinic/listings/:providerId/staff/:email',
    { preHandler: requireUser },
    async (request) => {
      const { providerId, email } = parseInput(staffParamsSchema, request.params);
      await requireListingStaff(db, request, providerId);
      return removeListingStaff(
        db,
        signedInUser(request),
        { providerId, email },
        { ip: request.ip },
      );
    },
  );
}
