import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { seedSampleData } from './db/seed-sample-data';
import { serveAdminSocket } from './features/auth/admin-socket';
import { registryFileCommands } from './features/imports/registry-file/registry-file-socket';
import { answerBackupRequest } from './features/backups/backup-command';
import { createRegistryClient } from './features/imports/registry/nppes/nppes-client';
import { directoryReaders } from './features/imports/payer-directories/fhir/directory-client';
import { jobRegistry, type JobDeps } from './job-registry';
import { registryFileDeps } from './features/imports/registry-file/registry-file-deps';
import { completePastAppointments } from './features/appointment-requests/complete-past-appointments';
import { logJobFailures, startJobRunner } from './lib/job-runner';
import { loggableError } from './lib/loggable-error';
import { listingStaffCommand } from './features/clinic-listing/operator-staff';
import { enqueueListingChecks } from './features/clinic-listing/listing-checks/enqueue-listing-checks';
import { repeatEvery } from './lib/repeat-every';
import { queueDueReads } from './features/scheduling-links/schedule-reads';
import { createMailer } from './lib/mail';
import { makeDataDirPrivate } from './lib/private-data-dir';

// Read config, open the database, migrate, load sample data, listen, and shut down cleanly.

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  // Everything the server writes (DATA_DIR, the database's files, uploads, the outbox) is for its
  // own user alone.
  process.umask(0o077);
  const config = readConfig();
  const tightened = makeDataDirPrivate(config.DATA_DIR);
  let database: Database;
  try {
    database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await database.migrate();
    // PGlite writes a new database's files open to everyone, whatever the umask: close them.
    if (database.engine === 'pglite') makeDataDirPrivate(config.DATA_DIR);
  } catch (error) {
    console.error(
      error instanceof DataDirInUseError
        ? error.message
        : `Could not open the database: ${(error as Error).message}`,
    );
    process.exit(1);
  }
  const seeded = config.SAMPLE_DATA ? await seedSampleData(database.db) : 0;

  const app = await buildApp({ config, database, logger: { level: 'info' } });
  if (tightened > 0) {
    app.log.warn(
      { entries: tightened },
      'DATA_DIR was open to other users: it and its files are now readable by this user only',
    );
  }
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
  });
  const jobDeps: JobDeps = {
    db: database.db,
    mailer,
    replyLinks: { secret: config.SESSION_SECRET, appUrl: config.APP_URL },
    accountLinks: { secret: config.SESSION_SECRET, appUrl: config.APP_URL },
    appUrl: config.APP_URL,
    registryClient: createRegistryClient({ baseUrl: config.NPPES_API_URL }),
    openDirectory: directoryReaders({ allowedHosts: config.OUTBOUND_ALLOWED_HOSTS }),
    schedulingReads: { allowedHosts: config.OUTBOUND_ALLOWED_HOSTS },
    registryFiles: registryFileDeps(config),
  };
  const jobs = startJobRunner(jobRegistry, jobDeps, {
    // A sign-up waits for its verification e-mail: a second's polling is one indexed query.
    intervalMs: 1000,
    onError: logJobFailures(app.log),
  });
  // Booked appointments whose time has passed become completed, checked once a minute.
  const housekeeping = repeatEvery(
    60_000,
    () => completePastAppointments(database.db, new Date()),
    (error) => app.log.warn({ error: loggableError(error) }, 'completing past appointments failed'),
  );
  // Clinics' scheduling publishers are read every quarter hour; the check for due ones is cheap.
  const schedulingReads = repeatEvery(
    60_000,
    () => queueDueReads(database.db, new Date()),
    (error) => app.log.warn({ error: loggableError(error) }, 'queueing scheduling reads failed'),
  );
  // Listings not confirmed for a month get their 'Is this still right?' e-mail; checked hourly.
  const listingChecks = repeatEvery(
    60 * 60_000,
    () => enqueueListingChecks(database.db, config.SESSION_SECRET, new Date()),
    (error) => app.log.warn({ error: loggableError(error) }, 'queueing listing checks failed'),
  );
  // `npm run admin`, `npm run backup` and `npm run import:nppes` reach the embedded database through us while we hold it.
  const backupSources = {
    database,
    dataDir: config.DATA_DIR,
    localObjects: config.STORAGE === 'local',
  };
  const adminSocket =
    database.engine === 'pglite'
      ? await serveAdminSocket(database.db, config.DATA_DIR, {
          '/listing-staff': listingStaffCommand(database.db),
          ...registryFileCommands(database.db),
          '/backup': async (body) => {
            const answer = await answerBackupRequest(backupSources, body);
            app.log.info({ status: answer.status }, 'backup requested over the admin socket');
            return answer;
          },
        })
      : undefined;
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A browser's keep-alive connection can hold close() open: after a grace period every
    // connection ends, and a shutdown that still hangs gives way to a plain exit.
    setTimeout(() => app.server.closeAllConnections(), 5_000).unref();
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 20_000).unref();
    // Stops accepting, lets in-flight requests finish, then releases the database.
    await app.close();
    await jobs.stop();
    mailer.close();
    await housekeeping.stop();
    await schedulingReads.stop();
    await listingChecks.stop();
    await adminSocket?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  // From the sources, Vite serves any file of the project: to this machine only.
  await app.listen({ port: config.PORT, host: config.PAGES_FROM_SOURCE ? '127.0.0.1' : '0.0.0.0' });
  app.log.info(
    { database: database.engine, sampleProvidersLoaded: seeded },
    `Autism care finder on ${config.APP_URL}`,
  );
}

void main();
