import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  listingCheckParamsSchema,
  listingParamsSchema,
  listingPhotoSchema,
  newOpeningSchema,
  openingParamsSchema,
  updateListingSchema,
} from '@shared/api/clinic-listing';
import type { Db } from '@server/db/client';
import { requireListingStaff } from '@server/domain/listings/listing-access';
import { signedInUser } from '@server/lib/auth';
import type { ObjectStorage } from '@server/lib/object-storage';
import { parseInput } from '@server/lib/validate';
import { confirmListing } from './confirm-listing';
import { addOpening, removeOpening } from './listing-openings';
import { confirmByCheckLink, readCheckLink } from './listing-checks/check-link';
import { readListing } from './read-listing';
import { updateListing } from './update-listing';
import { updateListingPhoto } from './update-listing-photo';

/**
 * A clinic's own listing (docs/product.md#what-a-clinic-keeps): only its staff addresses may read
 * or change it; anyone else gets the same 404 whether or not it exists.
 */
export function clinicListingRoutes(
  app: FastifyInstance,
  {
    db,
    storage,
    secret,
  }: {
    db: Db;
    storage: ObjectStorage;
    /** What the reply links of requests sent once the clinic gives an address are signed with. */
    secret: string;
  },
): void {
  const staffOnly = async (request: FastifyRequest) => {
    const { providerId } = parseInput(listingParamsSchema, request.params);
    await requireListingStaff(db, request, providerId);
    return providerId;
  };
  const context = (request: FastifyRequest) => ({ ip: request.ip, now: new Date() });

  app.get('/api/clinic/listings/:providerId', async (request) => {
    const providerId = await staffOnly(request);
    return readListing(db, providerId, new Date());
  });

  app.patch('/api/clinic/listings/:providerId', async (request) => {
    const providerId = await staffOnly(request);
    const input = parseInput(updateListingSchema, request.body);
    await updateListing(db, signedInUser(request), providerId, input, {
      ...context(request),
      secret,
    });
    return readListing(db, providerId, new Date());
  });

  app.post('/api/clinic/listings/:providerId/photo-upload', async (request) => {
    await staffOnly(request);
    return storage.createUpload();
  });

  app.put('/api/clinic/listings/:providerId/photo', async (request) => {
    const providerId = await staffOnly(request);
    const input = parseInput(listingPhotoSchema, request.body);
    await updateListingPhoto(
      db,
      storage,
      signedInUser(request),
      providerId,
      input,
      context(request),
    );
    return readListing(db, providerId, new Date());
  });

  app.post('/api/clinic/listings/:providerId/openings', async (request, reply) => {
    const providerId = await staffOnly(request);
    const input = parseInput(newOpeningSchema, request.body);
    await addOpening(db, signedInUser(request), providerId, input, context(request));
    return reply.status(201).send(await readListing(db, providerId, new Date()));
  });

  app.delete('/api/clinic/listings/:providerId/openings/:openingId', async (request) => {
    const providerId = await staffOnly(request);
    const { openingId } = parseInput(openingParamsSchema, request.params);
    await removeOpening(db, signedInUser(request), providerId, openingId, context(request));
    return readListing(db, providerId, new Date());
  });

  app.post('/api/clinic/listings/:providerId/confirm', async (request) => {
    const providerId = await staffOnly(request);
    await db.transaction((tx) =>
      confirmListing(tx, signedInUser(request).id, providerId, {
        ...context(request),
        via: 'page',
      }),
    );
    return readListing(db, providerId, new Date());
  });

  // The monthly e-mail's one-click confirmation: the link is the permission, no sign-in.
  app.get('/api/listing-checks/:token', async (request) => {
    const { token } = parseInput(listingCheckParamsSchema, request.params);
    return readCheckLink(db, token, new Date());
  });

  app.post('/api/listing-checks/:token/confirm', async (request) => {
    const { token } = parseInput(listingCheckParamsSchema, request.params);
    return confirmByCheckLink(db, token, { ip: request.ip, now: new Date() });
  });
}
