import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagementPage } from '@shared/api/provider-management';
import { appointmentRequests, auditLog, jobs, providers } from '@server/db/schema';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';
import { MANAGEMENT_PAGE_SIZE } from './list-managed-providers';

const ADMIN = 'manager@example.org';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let ctx: TestContext;
let admin: TestAccount;
let family: TestAccount;

const base = {
  specialty: 'Child Psychologist',
  latitude: 35.2,
  longitude: -80.8,
  source: 'registry' as const,
};

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  admin = await createAccount(ctx, { email: ADMIN, firstName: 'Avery', lastName: 'Admin' });
  family = await createAccount(ctx);
  // More than a page, so that paging shows; names sort as numbered.
  await ctx.database.db.insert(providers).values([
    { ...base, name: 'Dr. Quinn Harper', city: 'Charlotte', state: 'NC', npiNumber: '1234567890' },
    { ...base, name: 'Sunrise Therapy', city: 'Raleigh', state: 'NC', npiNumber: '1987654321' },
    { ...base, name: 'Desert Kids Clinic', city: 'Phoenix', state: 'AZ' },
    ...Array.from({ length: MANAGEMENT_PAGE_SIZE + 5 }, (_, i) => ({
      ...base,
      name: `Zeta Practice ${String(i).padStart(2, '0')}`,
      city: 'Portland',
      state: 'OR',
    })),
  ]);
});
afterAll(() => ctx.close());

const call = (account: TestAccount | null, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });
const list = async (query: string) =>
  (await call(admin, { url: `/api/admin/providers?${query}` })).json() as ManagementPage;
const idOf = async (name: string) =>
  (await ctx.database.db.select().from(providers).where(eq(providers.name, name)))[0]!;

describe('GET /api/admin/providers', () => {
  it.each([
    ['a name, in any case', 'q=QUINN', ['Dr. Quinn Harper']],
    ['a city', 'q=raleigh', ['Sunrise Therapy']],
    ['a state', 'q=az', ['Desert Kids Clinic']],
    ['an NPI substring', 'q=98765', ['Sunrise Therapy']],
    ['LIKE wildcards as text', 'q=%25', []],
  ])('finds by %s', async (_, query, names) => {
    expect((await list(query)).providers.map((p) => p.name)).toEqual(names);
  });

  it('pages through everything, never all at once', async () => {
    const first = await list('q=zeta');
    expect(first.total).toBe(MANAGEMENT_PAGE_SIZE + 5);
    expect(first.providers).toHaveLength(MANAGEMENT_PAGE_SIZE);
    const second = await list(`q=zeta&cursor=${first.nextCursor}`);
    expect(second.providers.map((p) => p.name)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Zeta Practice ${MANAGEMENT_PAGE_SIZE + i}`),
    );
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a bad cursor or search with a 400 naming it', async () => {
    const cursor = await call(admin, { url: '/api/admin/providers?cursor=abc' });
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().field).toBe('cursor');
    const q = await call(admin, { url: `/api/admin/providers?q=${'x'.repeat(101)}` });
    expect(q.json().field).toBe('q');
  });
});

describe('PUT /api/providers/{id}/website', () => {
  const put = (id: string, websiteUrl: unknown, account: TestAccount | null = admin) =>
    call(account, { method: 'PUT', url: `/api/providers/${id}/website`, payload: { websiteUrl } });

  it('saves an http(s) website and audits before and after', async () => {
    const provider = await idOf('Dr. Quinn Harper');
    const response = await put(provider.id, '  https://quinnharper.example/care  ');
    expect(response.statusCode).toBe(200);
    expect(response.json().websiteUrl).toBe('https://quinnharper.example/care');
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'provider_website_updated'), eq(auditLog.subject, provider.id)),
      );
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      details: {
        provider: 'Dr. Quinn Harper',
        before: null,
        after: 'https://quinnharper.example/care',
      },
    });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://files.example.com',
    '//evil.example.com',
    '/relative/path',
    'www.example.com',
    'https://',
    `https://example.com/${'a'.repeat(2048)}`,
    '',
    42,
  ])('refuses %j with a 400 naming websiteUrl and changes nothing', async (websiteUrl) => {
    const provider = await idOf('Sunrise Therapy');
    const response = await put(provider.id, websiteUrl);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('websiteUrl');
    expect((await idOf('Sunrise Therapy')).websiteUrl).toBe(provider.websiteUrl);
  });
});

describe('PUT /api/providers/{id}/email', () => {
  const put = (id: string, email: unknown) =>
    call(admin, { method: 'PUT', url: `/api/providers/${id}/email`, payload: { email } });

  it('saves the address, audits it, and sends the requests that waited for one', async () => {
    const provider = await idOf('Dr. Quinn Harper');
    // A family asked while the clinic had no address: the request waits, the family calls.
    await call(family, {
      method: 'POST',
      url: '/api/care-basket',
      payload: { providerId: provider.id },
    });
    const submitted = await call(family, {
      method: 'POST',
      url: '/api/appointment-requests/submit',
    });
    expect(submitted.json()).toMatchObject({ sent: 0, toCall: 1 });
    const requestId = submitted.json().requests[0].id as string;

    const response = await put(provider.id, 'Desk@QuinnHarper.example');
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('desk@quinnharper.example');
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'provider_email_updated'), eq(auditLog.subject, provider.id)));
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      details: { provider: 'Dr. Quinn Harper', before: null, after: 'desk@quinnharper.example' },
    });
    // Sent now: submitted, with its reply link and e-mail on the way.
    const [request] = await ctx.database.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, requestId));
    expect(request).toMatchObject({ status: 'submitted', replyTokenHash: expect.any(String) });
    const queued = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `provider-request:${requestId}`));
    expect(queued).toHaveLength(1);
  });

  it.each(['not an address', 'a@b', '', `${'x'.repeat(250)}@example.org`, 42, null])(
    'refuses %j with a 400 naming email and changes nothing',
    async (email) => {
      const provider = await idOf('Sunrise Therapy');
      const response = await put(provider.id, email);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('email');
      expect((await idOf('Sunrise Therapy')).email).toBe(provider.email);
    },
  );
});

describe('PUT /api/providers/{id}/details', () => {
  const details = {
    acceptedInsurance: ['Medicaid', 'Aetna'],
    servicesOffered: ['Autism Diagnosis'],
    averageWaitTime: 21,
    acceptingNewPatients: true,
    agesFrom: 2,
    agesTo: 17,
    languages: ['en', 'es'],
    telehealth: true,
  };
  const put = (id: string, payload: object, account: TestAccount | null = admin) =>
    call(account, { method: 'PUT', url: `/api/providers/${id}/details`, payload });

  it('saves verified details with the date and the admin, and audits them', async () => {
    const provider = await idOf('Desert Kids Clinic');
    const started = Date.now();
    const response = await put(provider.id, details);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...details, detailsVerifiedBy: 'Avery Admin' });
    expect(Date.parse(response.json().detailsVerifiedAt)).toBeGreaterThanOrEqual(started - 1000);
    const row = await idOf('Desert Kids Clinic');
    expect(row).toMatchObject({ ...details, detailsVerifiedBy: admin.id });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'provider_details_verified'), eq(auditLog.subject, provider.id)),
      );
    expect(entry?.details).toEqual({
      provider: 'Desert Kids Clinic',
      before: {
        acceptedInsurance: [],
        servicesOffered: [],
        averageWaitTime: null,
        acceptingNewPatients: null,
        agesFrom: null,
        agesTo: null,
        languages: null,
        telehealth: null,
      },
      after: details,
    });
  });

  it('shows families the verified details in the search and on the map', async () => {
    const provider = await idOf('Desert Kids Clinic');
    await put(provider.id, details);
    const page = (await call(family, { url: '/api/providers?q=desert' })).json();
    expect(page.providers[0]).toMatchObject({
      acceptingNewPatients: true,
      detailsVerifiedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      agesFrom: 2,
      agesTo: 17,
      languages: ['en', 'es'],
      telehealth: true,
      factsReportedAt: null,
    });
    // The search index follows: a 19-year-old is not seen there, a Spanish speaker is.
    const ages = (age: number) => call(family, { url: `/api/providers?q=desert&age=${age}` });
    expect((await ages(19)).json().total).toBe(0);
    expect((await ages(5)).json().total).toBe(1);
    const map = (await call(family, { url: '/api/providers/map?q=desert&zoom=12' })).json();
    expect(map.providers[0]).toMatchObject({
      acceptingNewPatients: true,
      detailsVerifiedAt: page.providers[0].detailsVerifiedAt,
    });
  });

  it('accepts unknown wait, new-patient status, ages, languages and telehealth as null', async () => {
    const provider = await idOf('Sunrise Therapy');
    const unknown = {
      averageWaitTime: null,
      acceptingNewPatients: null,
      agesFrom: null,
      agesTo: null,
      languages: null,
      telehealth: null,
    };
    const response = await put(provider.id, { ...details, ...unknown });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(unknown);
  });

  it.each([
    [
      'an insurance outside the options',
      { acceptedInsurance: ['Acme Health'] },
      'acceptedInsurance[0]',
    ],
    ['a repeated insurance', { acceptedInsurance: ['Aetna', 'Aetna'] }, 'acceptedInsurance'],
    ['a service outside the options', { servicesOffered: ['Astrology'] }, 'servicesOffered[0]'],
    ['a negative wait', { averageWaitTime: -1 }, 'averageWaitTime'],
    ['a wait over two years', { averageWaitTime: 731 }, 'averageWaitTime'],
    ['a fractional wait', { averageWaitTime: 2.5 }, 'averageWaitTime'],
    ['a wait as text', { averageWaitTime: '14' }, 'averageWaitTime'],
    ['new patients as text', { acceptingNewPatients: 'yes' }, 'acceptingNewPatients'],
    ['a missing list', { servicesOffered: undefined }, 'servicesOffered'],
    ['an oldest age below the youngest', { agesFrom: 12, agesTo: 3 }, 'agesTo'],
    ['one age without the other', { agesFrom: 3, agesTo: null }, 'agesTo'],
    ['an age over 99', { agesTo: 100 }, 'agesTo'],
    ['a language outside the list', { languages: ['xx'] }, 'languages[0]'],
    ['telehealth as text', { telehealth: 'yes' }, 'telehealth'],
  ])('refuses %s with a 400 naming the field and changes nothing', async (_, change, field) => {
    const provider = await idOf('Dr. Quinn Harper');
    const response = await put(provider.id, { ...details, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    const after = await idOf('Dr. Quinn Harper');
    expect(after.detailsVerifiedAt).toBeNull();
    expect(after.acceptedInsurance).toEqual(provider.acceptedInsurance);
  });
});

describe('every provider-management route', () => {
  const routes = [
    { method: 'GET', url: () => '/api/admin/providers' },
    { method: 'POST', url: () => '/api/objects/upload' },
    {
      method: 'PUT',
      url: (id: string) => `/api/providers/${id}/image`,
      payload: { imageURL: 'https://x.example/a.png' },
    },
    {
      method: 'PUT',
      url: (id: string) => `/api/providers/${id}/website`,
      payload: { websiteUrl: 'https://x.example' },
    },
    {
      method: 'PUT',
      url: (id: string) => `/api/providers/${id}/email`,
      payload: { email: 'desk@x.example' },
    },
    {
      method: 'PUT',
      url: (id: string) => `/api/providers/${id}/details`,
      payload: {
        acceptedInsurance: [],
        servicesOffered: [],
        averageWaitTime: null,
        acceptingNewPatients: null,
        agesFrom: null,
        agesTo: null,
        languages: null,
        telehealth: null,
      },
    },
  ] as const;

  it.each(routes)(
    '$method $url answers 401 without a session and 403 to a family',
    async (route) => {
      const { id } = await idOf('Sunrise Therapy');
      const options = {
        method: route.method,
        url: route.url(id),
        payload: 'payload' in route ? route.payload : undefined,
      };
      expect((await call(null, options)).statusCode).toBe(401);
      const forbidden = await call(family, options);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe('Admins only');
    },
  );

  it.each(routes.filter((r) => r.method === 'PUT'))(
    '$url answers 404 for an unknown provider and 400 for a malformed id',
    async (route) => {
      const unknown = await call(admin, {
        method: 'PUT',
        url: route.url(UNKNOWN),
        payload: route.payload,
      });
      expect(unknown.statusCode).toBe(404);
      const malformed = await call(admin, {
        method: 'PUT',
        url: route.url('42'),
        payload: route.payload,
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().field).toBe('id');
    },
  );
});
