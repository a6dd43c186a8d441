import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import { providers, users } from '@server/db/schema';
import { sendProviderRequestJob } from '@server/domain/clinic-requests/send-provider-request.job';
import { logJobFailures, runDueJobs } from '@server/lib/job-runner';
import { createAccount } from '../../tests/support/accounts';
import { startSmtpWithMailer, type SmtpWithMailer } from '../../tests/support/smtp-mailer';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-db';

// What the app's real logger (pino, with our serializers) writes when a query or a job fails:
// which error, where, with which code; never the SQL, its parameters or the person it was about.

const SECRET_TOKEN = 'tok_5Yq3vK8mR2wX9pL4nB7cD1fG6hJ0sA3eT8uI2oP5zQ';
const EMAIL = 'jordan.failing@family.example';

let database: TestDatabase;
let app: App;
let config: Config;
let smtp: SmtpWithMailer;
const lines: string[] = [];
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpWithMailer('Care Finder <requests@example.org>');
  config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'acf-test-')),
    SESSION_SECRET: 'test-secret-that-is-long-enough-000000',
  });
  app = await buildApp({
    config,
    database,
    pagesDir: '/nonexistent',
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
  // A handler whose query fails on a duplicate key: PostgreSQL's detail quotes the e-mail, and
  // drizzle's message holds the SQL and every parameter.
  app.post<{ Params: { token: string } }>('/api/test/failing-query/:token', async () => {
    const row = { email: EMAIL, firstName: 'Jordan', lastName: 'Failing' };
    await database.db.insert(users).values(row);
    await database.db.insert(users).values(row);
    return { saved: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await database?.destroy();
});

describe('a failed query', () => {
  it('answers a generic 500 and logs its type, SQLSTATE and route, nothing it carried', async () => {
    lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: `/api/test/failing-query/${SECRET_TOKEN}?email=${encodeURIComponent(EMAIL)}`,
      payload: { notes: 'Sensitive notes for the probe' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'internal',
      message: 'Something went wrong on our side.',
    });

    const failure = entries().find((entry) => entry.msg === 'request failed');
    expect(failure).toMatchObject({
      level: 50,
      method: 'POST',
      path: '/api/test/failing-query/:token',
      err: {
        type: 'DrizzleQueryError',
        cause: { type: 'DatabaseError', code: '23505', constraint: 'users_email_unique' },
      },
    });
    const frames = (failure?.err as { frames?: string[] }).frames ?? [];
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((frame) => frame.startsWith('at '))).toBe(true);

    const log = lines.join('');
    for (const secret of [
      EMAIL,
      'jordan.failing',
      SECRET_TOKEN,
      'Sensitive notes',
      'Failed query',
      'insert into',
      'already exists',
      'Jordan',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});

describe('a failed job', () => {
  it("is logged by its kind and the SMTP status, not the server's words naming the recipient", async () => {
    const clinic = 'intake.rejected@clinic.example';
    smtp.rejectRecipient(clinic);
    const [provider] = await database.db
      .insert(providers)
      .values({
        name: 'Rejected Mail Clinic',
        specialty: 'Clinical Psychologist',
        city: 'Raleigh',
        state: 'NC',
        latitude: 35.78,
        longitude: -78.64,
        email: clinic,
        source: 'admin',
      })
      .returning();
    const family = await createAccount({ app, config, database });
    const as = { headers: { cookie: family.cookie } };
    await app.inject({
      method: 'POST',
      url: '/api/care-basket',
      payload: { providerId: provider!.id },
      ...as,
    });
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/appointment-requests/submit',
      ...as,
    });
    expect(submitted.statusCode).toBe(201);

    lines.length = 0;
    const thrown: unknown[] = [];
    const done = await runDueJobs(
      [sendProviderRequestJob],
      {
        db: database.db,
        mailer: smtp.mailer,
        replyLinks: { secret: 'test-secret-that-is-long-enough-000000', appUrl: 'http://x' },
      },
      new Date(),
      (kind, error) => {
        thrown.push(error);
        logJobFailures(app.log)(kind, error);
      },
    );
    expect(done).toBe(0);
    // What the job threw does name the clinic; the log line must not pass that on.
    expect(String((thrown[0] as Error | undefined)?.message)).toContain(clinic);

    const failure = entries().find((entry) => entry.msg === 'job failed');
    expect(failure).toMatchObject({
      level: 40,
      kind: sendProviderRequestJob.kind,
      error: { status: 550 },
    });
    const log = lines.join('');
    expect(log).not.toContain(clinic);
    expect(log).not.toContain('intake.rejected');
    expect(log).not.toContain('Recipient address rejected');
  });
});
