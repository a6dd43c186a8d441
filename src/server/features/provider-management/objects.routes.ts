import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '@server/lib/auth';
import { AppError } from '@server/lib/errors';
import type { LocalObjectStorage } from '@server/lib/storage-local';
import type { ObjectStorage } from '@server/lib/object-storage';
import { errorMessage } from '@shared/api/error-messages';

const YEAR = 365 * 24 * 60 * 60;

const receivesUploads = (storage: ObjectStorage): storage is LocalObjectStorage =>
  'receiveUpload' in storage;

/** Upload URLs (admins only), the local upload endpoint, and the served images. */
export function objectsRoutes(app: FastifyInstance, { storage }: { storage: ObjectStorage }): void {
  app.post('/api/objects/upload', { preHandler: requireAdmin }, async () => storage.createUpload());

  if (receivesUploads(storage)) {
    // The signed URL is the permission (as a presigned S3 URL is), so no session is needed. The
    // body is the raw file, streamed to disk by the storage, which counts and checks the bytes.
    void app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      scope.put<{ Params: { key: string }; Querystring: { expires?: string; sig?: string } }>(
        '/api/objects/upload/:key',
        async (request, reply) => {
          const length = request.headers['content-length'];
          await storage.receiveUpload(
            request.params.key,
            request.query,
            (request.body as Readable | undefined) ?? request.raw,
            length === undefined ? undefined : Number(length),
          );
          return reply.status(204).send();
        },
      );
    });
  }

  app.get<{ Params: { name: string } }>('/objects/:name', async (request, reply) => {
    const image = await storage.openImage(request.params.name);
    if (!image) throw new AppError('not_found', errorMessage('management.imageNotFound'));
    reply
      .type(image.contentType)
      .header('x-content-type-options', 'nosniff')
      // A name is the SHA-256 of the bytes it holds (older ones a UUID, written once), so an
      // image never changes under its URL: that alone is what makes `immutable` true.
      .header('cache-control', `public, max-age=${YEAR}, immutable`);
    if (image.size !== undefined) reply.header('content-length', image.size);
    return reply.send(image.stream);
  });
}
