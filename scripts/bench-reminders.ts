// `npm run bench:reminders`: how many due reminders per second one instance sends to a local SMTP
// server, and whether two instances on one PostgreSQL ever send the same reminder twice.
// Uses throw-away databases on BENCH_DATABASE_URL (default: the local PostgreSQL server).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';
import { appointmentRequests, users } from '../src/server/db/schema';
import { sendReminderJob } from '../src/server/features/appointment-requests/send-reminder.job';
import { runDueJobs } from '../src/server/lib/job-runner';
import { enqueueJob } from '../src/server/lib/jobs';
import { startSmtpWithMailer } from '../tests/support/smtp-mailer';

const COUNT = Number(process.env.BENCH_REMINDERS ?? 500);
const DAY = 86_400_000;

async function dueReminders(database: Database, count: number, now: Date): Promise<void> {
  const [user] = await database.db
    .insert(users)
    .values({ email: `bench-${randomBytes(4).toString('hex')}@example.org` })
    .returning();
  for (let i = 0; i < count; i += 1) {
    const [request] = await database.db
      .insert(appointmentRequests)
      .values({
        userId: user!.id,
        providerName: `Synthetic Clinic ${i}`,
        providerSpecialty: 'Clinical Psychologist',
        providerCity: 'Raleigh',
        providerState: 'NC',
        status: 'scheduled',
        scheduledDate: new Date(now.getTime() + 7 * DAY),
        timeZone: 'America/New_York',
        contactEmail: `family-${i}@example.org`,
      })
      .returning();
    await enqueueJob(database.db, sendReminderJob, {
      key: `reminder:${request!.id}:7d`,
      payload: { requestId: request!.id, offset: '7d' },
      runAt: new Date(now.getTime() - 1000),
    });
  }
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `acf_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const smtp = await startSmtpWithMailer('Bench <bench@example.org>');
try {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const instances = [openDatabase({ url: url.toString() }), openDatabase({ url: url.toString() })];
  await instances[0]!.migrate();
  const { mailer } = smtp;
  const now = new Date();
  const runOn = (database: Database) =>
    runDueJobs([sendReminderJob], { db: database.db, mailer }, now);

  await dueReminders(instances[0]!, COUNT, now);
  const started = performance.now();
  const sent = await runOn(instances[0]!);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `one instance: ${sent} reminders in ${seconds.toFixed(1)} s = ${(sent / seconds).toFixed(0)} per second`,
  );

  smtp.received.length = 0;
  await dueReminders(instances[0]!, COUNT, now);
  const results = await Promise.all(instances.map(runOn));
  const ids = smtp.received.map((m) => m.parsed.messageId);
  const duplicates = ids.length - new Set(ids).size;
  console.log(
    `two instances: ${results.join(' + ')} = ${ids.length} e-mails for ${COUNT} reminders, ${duplicates} duplicates`,
  );
  await Promise.all(instances.map((db) => db.close()));
  if (duplicates > 0 || ids.length !== COUNT) process.exitCode = 1;
} finally {
  await smtp.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
