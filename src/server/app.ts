import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, {
  type FastifyLoggerOptions,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { auditRoutes } from './features/audit/audit.routes';
import { backupsRoutes } from './features/backups/backups.routes';
import { registryImportRoutes } from './features/imports/registry/registry-import.routes';
import { registryFileRoutes } from './features/imports/registry-file/registry-file.routes';
import { unreachableClinicsRoutes } from './features/unreachable-clinics/unreachable-clinics.routes';
import { payerDirectoriesRoutes } from './features/imports/payer-directories/payer-directories.routes';
import { appConfigRoutes } from './features/app-config/app-config.routes';
import { liveRoutes } from './features/appointment-requests/live/live.routes';
import { RequestChanges } from './features/appointment-requests/live/request-changes';
import {
  STREAM_LIMITS,
  type StreamLimits,
} from './features/appointment-requests/live/stream-slots';
import { appointmentRequestsRoutes } from './features/appointment-requests/appointment-requests.routes';
import { accountRoutes } from './features/auth/account/account.routes';
import { authRoutes } from './features/auth/auth.routes';
import { signInLimits } from './features/auth/sign-in-limits';
import { careBasketRoutes } from './features/care-basket/care-basket.routes';
import { clientErrorsRoutes } from './features/client-errors/client-errors.routes';
import { clinicAccountRoutes } from './features/clinic-account/clinic-account.routes';
import { clinicLimits } from './features/clinic-account/clinic-limits';
import { listingClaimsAdminRoutes } from './features/clinic-account/listing-claims-admin.routes';
import { firstViewData, pageSession } from './first-view-data';
import { healthRoutes } from './features/health/health.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { clinicListingRoutes } from './features/clinic-listing/clinic-listing.routes';
import { objectsRoutes } from './features/provider-management/objects.routes';
import { schedulingLinksRoutes } from './features/scheduling-links/scheduling-links.routes';
import { providerManagementRoutes } from './features/provider-management/provider-management.routes';
import { providersRoutes } from './features/providers/providers.routes';
import {
  ProviderIndexSync,
  SEARCH_INDEX_SNAPSHOT,
} from './features/providers/search-index/index-sync';
import { keepApiAnswersOutOfCaches } from './lib/api-caching';
import { registerAuth } from './lib/auth';
import { registerClientApp } from './lib/client-app';
import { createLimiters } from './lib/rate-limits';
import { registerCsrfProtection } from './lib/csrf';
import { answerFrameworkError, registerErrorHandling } from './lib/errors';
import { closeConnectionsWhenClosing } from './lib/graceful-close';
import { builtPages, frameworkPages } from './lib/framework-pages';
import { pagesFromSource } from './lib/pages-from-source';
import { pagesDir as builtPagesDir } from './lib/paths';
import { loggableError } from './lib/loggable-error';
import { logSerializers, requestLogController } from './lib/request-log';
import { savedUploadsIn } from './lib/saved-uploads';
import { SessionEnds } from './lib/session-ends';
import { registerSecurityHeaders } from './lib/security-headers';
import type { ObjectStorage } from './lib/object-storage';
import { createStorage } from './lib/storage';
import { s3UploadOrigin } from './lib/storage-s3';

export interface AppOptions {
  config: Config;
  database: Database;
  /** pino options; off by default (tests). */
  logger?: Exclude<FastifyServerOptions['logger'], boolean> | false;
  /**
   * Where the built pages live (`client` and `server` inside); tests point it elsewhere or at
   * nothing.
   */
  pagesDir?: string;
  /** Provider images; by default the one STORAGE configures. */
  storage?: ObjectStorage;
  /** Told of every route as it is registered, so tests can enumerate the whole API. */
  onRoute?: (route: RouteOptions) => void;
  /** How many live-update streams may be open; tests set them low. */
  streamLimits?: StreamLimits;
}

/**
 * Builds the Fastify instance: plugins and feature routes, nothing else, so tests get the same app
 * as production without a port, jobs or signal handlers (those are main.ts's).
 */
export async function buildApp({
  config,
  database,
  logger = false,
  pagesDir = builtPagesDir,
  storage = createStorage(config, savedUploadsIn(database.db)),
  onRoute,
  streamLimits = STREAM_LIMITS,
}: AppOptions) {
  const app = Fastify({
    // Fastify's type wants an error serializer to keep the message; ours leaves it out on purpose.
    logger: logger && {
      ...logger,
      serializers: logSerializers as unknown as FastifyLoggerOptions['serializers'],
    },
    logController: requestLogController(),
    // X-Forwarded-For names the client only when a proxy the operator listed sent the request:
    // from anyone else it is whatever the sender wrote (and would defeat per-address limits).
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    frameworkErrors: answerFrameworkError,
    bodyLimit: 1024 * 1024,
  });
  if (onRoute) app.addHook('onRoute', onRoute);

  registerErrorHandling(app);
  keepApiAnswersOutOfCaches(app);
  closeConnectionsWhenClosing(app);
  await registerSecurityHeaders(app, {
    tileUrl: config.TILE_URL,
    https: config.APP_URL.startsWith('https:'),
    uploadOrigin: config.STORAGE === 's3' ? s3UploadOrigin(config) : undefined,
    signOutOrigin: config.OIDC_ISSUER_URL ? new URL(config.OIDC_ISSUER_URL).origin : undefined,
  });
  await app.register(compress, { threshold: 1024 });

  registerCsrfProtection(app, config.APP_URL);
  await registerAuth(app, { db: database.db, config });

  const searchIndex = new ProviderIndexSync(database, {
    snapshotFile: path.join(config.DATA_DIR, SEARCH_INDEX_SNAPSHOT),
    onSnapshotTrouble: (message, error) => app.log.warn({ error: loggableError(error) }, message),
  });
  app.addHook('onClose', () => searchIndex.close());
  healthRoutes(app, database, searchIndex);
  // One set of limits for every password check: signing in, and proving it is you once signed in.
  const limiters = createLimiters(database);
  const limits = signInLimits(limiters);
  authRoutes(app, { db: database.db, config, limits });
  accountRoutes(app, { db: database.db, config, limits });
  profileRoutes(app, { db: database.db });
  registryImportRoutes(app, { db: database.db });
  auditRoutes(app, { db: database.db });
  backupsRoutes(app, { db: database.db });
  registryFileRoutes(app, {
    db: database.db,
    registryFilesDir: config.REGISTRY_FILES_DIR,
    allowedHosts: config.OUTBOUND_ALLOWED_HOSTS,
  });
  unreachableClinicsRoutes(app, { db: database.db, limiters });
  payerDirectoriesRoutes(app, { db: database.db, allowedHosts: config.OUTBOUND_ALLOWED_HOSTS });
  schedulingLinksRoutes(app, { db: database.db, allowedHosts: config.OUTBOUND_ALLOWED_HOSTS });
  appConfigRoutes(app, { config });
  clientErrorsRoutes(app, { limiters });
  providersRoutes(app, { db: database.db, searchIndex });
  careBasketRoutes(app, { db: database.db });
  appointmentRequestsRoutes(app, { db: database.db, config });
  const requestChanges = new RequestChanges(database);
  app.addHook('onClose', () => requestChanges.close());
  const sessionEnds = new SessionEnds(database);
  app.addHook('onClose', () => sessionEnds.close());
  liveRoutes(app, {
    db: database.db,
    changes: requestChanges,
    sessionEnds,
    limits: streamLimits,
  });
  providerManagementRoutes(app, { db: database.db, storage, secret: config.SESSION_SECRET });
  objectsRoutes(app, { storage });
  clinicAccountRoutes(app, { db: database.db, config, limits: clinicLimits(limiters) });
  listingClaimsAdminRoutes(app, { db: database.db, config });
  clinicListingRoutes(app, { db: database.db, storage, secret: config.SESSION_SECRET });

  const pages = config.PAGES_FROM_SOURCE ? await pagesFromSource(app) : await builtPages(pagesDir);
  await registerClientApp(app, {
    // Vite serves the browser's files from the sources.
    clientDir: config.PAGES_FROM_SOURCE ? undefined : path.join(pagesDir, 'client'),
    pages:
      pages &&
      (await frameworkPages(pages, {
        sessionOf: pageSession({ db: database.db, config }),
        firstViewOf: firstViewData({ db: database.db, config, searchIndex }),
      })),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
