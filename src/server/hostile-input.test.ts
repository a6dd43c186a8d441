import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { importProvidersSchema, importStateSchema, SINGLE_IMPORT_STATES } from '@shared/api/admin';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { scheduleInputSchema } from '@shared/api/appointment-requests';
import {
  accountLinkSchema,
  accountLanguageSchema,
  accountNameSchema,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginQuerySchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  verifyEmailSchema,
} from '@shared/api/auth';
import { addToBasketSchema } from '@shared/api/care-basket';
import { clientErrorSchema } from '@shared/api/client-errors';
import {
  addStaffSchema,
  claimCodeSchema,
  clinicRedeemSchema,
  clinicSignInSchema,
  createClaimSchema,
  listingSearchQuerySchema,
} from '@shared/api/clinic-account';
import {
  profileInputSchema,
  savedSearchInputSchema,
  travelDistanceInputSchema,
} from '@shared/api/profile';
import {
  managementSearchSchema,
  updateDetailsSchema,
  updateEmailSchema,
  updateImageSchema,
  updateWebsiteSchema,
} from '@shared/api/provider-management';
import {
  listingPhotoSchema,
  newOpeningSchema,
  updateListingSchema,
} from '@shared/api/clinic-listing';
import { createPayerDirectorySchema, startPayerImportSchema } from '@shared/api/payer-directories';
import { practiceFactsSchema } from '@shared/api/practice-facts';
import { schedulingLinkInputSchema } from '@shared/api/scheduling-links';
import { offerReplySchema } from '@shared/api/provider-replies';
import { openingAnswerSchema } from '@shared/api/opening-requests';
import { providerWidenQuerySchema } from '@shared/api/providers';
import { providerListQuerySchema } from '@shared/api/provider-query';
import { providerMapQuerySchema } from '@shared/api/provider-map';
import { inviteClinicSchema } from '@shared/api/unreachable-clinics';
import { jobs, listingStaff, providers } from '@server/db/schema';
import { confirmToken } from './features/appointment-requests/confirmations/confirm-link';
import { replyLinkExpiry, replyToken } from './domain/clinic-requests/reply-link';
import {
  createAccount,
  linkToken,
  sendAccountEmails,
  sessionCookie,
  signUpCookie,
  type TestAccount,
} from '../../tests/support/accounts';
import { createTestApp } from '../../tests/setup/test-app';

// Every route the app registers, fed what scripts and attackers send instead of what the forms
// do: NUL and other control characters, huge strings, dates from the year 1 or 9999, wrong types,
// broken JSON, odd path segments. Nothing may answer 500, and where a field is at fault the answer
// is a 400 naming it. The log written meanwhile (the app's real pino output) must hold none of it,
// nor a known e-mail address, phone number, note or reply token sent by a final probe.

type Role = 'anonymous' | 'user' | 'admin';
type Route = { method: string; url: string; config: RouteOptions['config'] };

const ADMIN_EMAIL = 'hostile-admin@example.org';
/** Part of every hostile string, so the log check can look for it. */
const MARK = 'hostile-7f3a';

const routes: Route[] = [];
const logLines: string[] = [];
const ctx = await createTestApp({
  env: { ADMIN_EMAILS: ADMIN_EMAIL },
  logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  onRoute: (route) => {
    // HEAD routes are Fastify's copies of the GET ones.
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, config: route.config });
    }
  },
});
afterAll(() => ctx.close());

// ---- what each route takes when used as intended -------------------------------------------

interface Sample {
  as: Role;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** The shared schema of the body or query: the sample must name each of its fields. */
  schema?: z.ZodObject;
  /** Fields whose text may hold line breaks and tabs. */
  multiLine?: string[];
  /** Fields holding a date (YYYY-MM-DD) or an instant (ISO 8601 with offset). */
  dates?: Record<string, 'date' | 'datetime'>;
  /** The route's own body limit in bytes, below the app's: a bigger body is refused unread (413). */
  bodyLimit?: number;
  /** The answer to bad params or query when the route refuses them other than with a 400. */
  refusal?: { status: number; code: string };
  /**
   * An event stream: signed in, its answer never ends, so only its refusals are sent here (the
   * stream itself is read over HTTP by its own test).
   */
  stream?: true;
}

/** Whether `role` can be sent `sample`'s route here and get a whole answer back. */
const answersWhole = (sample: Sample | undefined, role: Role) =>
  !sample?.stream || role === 'anonymous';

interface Seeded {
  user: TestAccount;
  admin: TestAccount;
  providerId: string;
  basketItemId: string;
  requestId: string;
  replyToken: string;
  /** A second request and its link, left for the log probe. */
  probeRequestId: string;
  probeToken: string;
  /** A booked request's confirm link, for the clinic's confirm routes. */
  confirmToken: string;
}

let seeded: Seeded;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function samples(s: Seeded): Record<string, Sample> {
  const importState = {
    as: 'admin' as const,
    body: { city: 'Raleigh', limit: 10, clearExisting: false },
    schema: importStateSchema,
  };
  return {
    'GET /robots.txt': { as: 'anonymous' },
    'GET /api/health': { as: 'anonymous' },
    'GET /api/config': { as: 'anonymous' },
    'POST /api/client-errors': {
      as: 'anonymous',
      body: { name: 'TypeError', route: '/home', buildId: 'dev', staleChunk: false },
      schema: clientErrorSchema,
      bodyLimit: 1024,
    },
    'GET /api/login': {
      as: 'anonymous',
      query: { signup: '1' },
      schema: loginQuerySchema,
    },
    'GET /api/events': { as: 'user', stream: true },
    'GET /api/callback': { as: 'anonymous' },
    'GET /api/logout': { as: 'user' },
    'POST /api/logout': { as: 'user' },
    'GET /api/auth/user': { as: 'user' },
    'POST /api/auth/sign-in': {
      as: 'anonymous',
      body: { email: 'nobody@example.org', password: 'a long enough password' },
      schema: signInSchema,
    },
    'POST /api/auth/sign-up': {
      as: 'anonymous',
      body: {
        firstName: 'Robin',
        lastName: 'Hale',
        email: 'robin@example.org',
        password: 'a long enough password',
      },
      schema: signUpSchema,
    },
    'POST /api/auth/verify-email': {
      as: 'anonymous',
      body: { token: 'A'.repeat(43), switchAccount: true, password: 'a long enough password' },
      schema: verifyEmailSchema,
    },
    'POST /api/auth/resend-verification': {
      as: 'anonymous',
      body: { email: 'nobody@example.org' },
      schema: resendVerificationSchema,
    },
    'POST /api/auth/forgot-password': {
      as: 'anonymous',
      body: { email: 'nobody@example.org' },
      schema: forgotPasswordSchema,
    },
    'POST /api/auth/reset-password': {
      as: 'anonymous',
      body: { token: 'A'.repeat(43), password: 'tangerine orchard by the river' },
      schema: resetPasswordSchema,
    },
    // A wrong current password: the sample is refused (403) and changes nothing.
    'POST /api/account/password': {
      as: 'user',
      body: { currentPassword: 'not the password', newPassword: 'tangerine orchard by the river' },
      schema: changePasswordSchema,
    },
    'PUT /api/account/language': {
      as: 'user',
      body: { language: 'es' },
      schema: accountLanguageSchema,
    },
    'PUT /api/account/name': {
      as: 'user',
      body: { firstName: 'Ana', lastName: 'Reyes' },
      schema: accountNameSchema,
    },
    'GET /api/account/sessions': { as: 'user' },
    'POST /api/account/sessions/sign-out-others': { as: 'user' },
    'GET /api/account/export': { as: 'user' },
    'DELETE /api/account': {
      as: 'user',
      body: { password: 'not the password' },
      schema: deleteAccountSchema,
    },
    'POST /api/account/confirm-address': {
      as: 'anonymous',
      body: { token: 'A'.repeat(43) },
      schema: accountLinkSchema,
    },
    'GET /api/profile': { as: 'user' },
    'PUT /api/profile': {
      as: 'user',
      body: {
        insuranceType: 'Medicaid',
        insuranceNetworkId: null,
        desiredServices: ['Autism Diagnosis'],
        zipCode: '27601',
        careFor: 'self',
        childAgeYears: 4,
        childAgeMonths: 2,
        lookingFor: 'An evaluation before school starts.',
        phone: '(919) 555-0123',
        requestLanguage: 'es',
      },
      schema: profileInputSchema,
      multiLine: ['lookingFor'],
    },
    'GET /api/profile/insurance-networks': { as: 'user' },
    'PUT /api/profile/travel-distance': {
      as: 'user',
      body: { travelMiles: 25 },
      schema: travelDistanceInputSchema,
    },
    'GET /api/providers': {
      as: 'user',
      query: {
        state: 'NC',
        q: 'clinic',
        service: 'Autism Diagnosis',
        insurance: 'Medicaid',
        anyService: 'true',
        matchingOnly: 'false',
        anyInsurance: 'false',
        within: '25',
        newPatients: 'true',
        age: '4',
        language: 'es',
        telehealth: 'true',
        accessible: 'true',
        bounds: '-85,33,-75,37',
        sort: 'name',
        cursor: '0',
        limit: '10',
      },
      schema: providerListQuerySchema,
    },
    'GET /api/providers/map': {
      as: 'user',
      query: {
        state: 'NC',
        q: 'clinic',
        service: 'Autism Diagnosis',
        insurance: 'Medicaid',
        anyService: 'true',
        matchingOnly: 'false',
        anyInsurance: 'false',
        within: '25',
        newPatients: 'true',
        age: '4',
        language: 'es',
        telehealth: 'true',
        accessible: 'true',
        bounds: '-85,33,-75,37',
        zoom: '7',
        width: '800',
        height: '600',
      },
      schema: providerMapQuerySchema,
    },
    'GET /api/providers/widen': {
      as: 'user',
      query: {
        state: 'NC',
        q: 'clinic',
        service: 'Autism Diagnosis',
        insurance: 'Medicaid',
        anyService: 'false',
        matchingOnly: 'false',
        anyInsurance: 'false',
        within: '25',
        newPatients: 'true',
        age: '4',
        language: 'es',
        telehealth: 'true',
        accessible: 'true',
      },
      schema: providerWidenQuerySchema,
    },
    'PUT /api/profile/search': {
      as: 'user',
      body: { search: 'service=Autism+Diagnosis&anyService=true' },
      schema: savedSearchInputSchema,
    },
    'GET /api/providers/facets': { as: 'user' },
    'GET /api/providers/service-waits': { as: 'user' },
    'GET /api/care-basket': { as: 'user' },
    'GET /api/care-basket/what-clinics-receive': { as: 'user' },
    'POST /api/care-basket': {
      as: 'user',
      body: { providerId: s.providerId },
      schema: addToBasketSchema,
    },
    'DELETE /api/care-basket/:id': { as: 'user', params: { id: s.basketItemId } },
    'GET /api/appointment-requests': { as: 'user' },
    'POST /api/appointment-requests/submit': { as: 'user' },
    'PUT /api/appointment-requests/:id/schedule': {
      as: 'user',
      params: { id: s.requestId },
      body: {
        scheduledDate: inDays(30),
        timeZone: 'America/New_York',
        contactEmail: 'family@example.org',
        contactPhone: '(919) 555-0123',
        patientNotes: 'Mornings are best.',
        arrangedByPhone: true,
      },
      schema: scheduleInputSchema,
      multiLine: ['patientNotes'],
      dates: { scheduledDate: 'datetime' },
    },
    'POST /api/appointment-requests/seen': { as: 'user' },
    // Someone else's (or nobody's) request: the sample itself answers 404.
    'POST /api/appointment-requests/:id/cancel': { as: 'user', params: { id: randomUUID() } },
    'GET /api/appointment-requests/:id/calendar': { as: 'user', params: { id: s.requestId } },
    // Someone else's (or nobody's) request: the sample itself answers 404.
    'POST /api/appointment-requests/:id/withdraw-others': {
      as: 'user',
      params: { id: randomUUID() },
    },
    'GET /api/provider-confirmations/:token': {
      as: 'anonymous',
      params: { token: s.confirmToken },
    },
    'POST /api/provider-confirmations/:token': {
      as: 'anonymous',
      params: { token: s.confirmToken },
      body: {
        action: 'propose',
        date: inDays(20).slice(0, 10),
        time: '09:30',
        message: 'Tuesday suits us.',
      },
      multiLine: ['message'],
      dates: { date: 'date' },
    },
    'GET /api/provider-replies/:token': { as: 'anonymous', params: { token: s.replyToken } },
    // The seeded request asked for no published time: the sample itself answers 409.
    'POST /api/provider-replies/:token/opening': {
      as: 'anonymous',
      params: { token: s.replyToken },
      body: { action: 'decline' },
      schema: openingAnswerSchema,
    },
    'GET /api/providers/:id/openings': { as: 'user', params: { id: s.providerId } },
    // Nobody's opening: the sample itself answers 404.
    'POST /api/openings/:openingId/requests': {
      as: 'user',
      params: { openingId: randomUUID() },
    },
    'PUT /api/provider-replies/:token/practice': {
      as: 'anonymous',
      params: { token: s.replyToken },
      body: { agesFrom: 2, agesTo: 12, languages: ['es'], telehealth: true },
      schema: practiceFactsSchema,
    },
    'POST /api/provider-replies/:token': {
      as: 'anonymous',
      params: { token: s.replyToken },
      // An offer, the answer with a date; the waitlist's numbers are checked in the replies tests.
      body: {
        answer: 'offer',
        earliestDate: inDays(20).slice(0, 10),
        offeredTime: '09:30',
        insuranceAccepted: true,
        message: 'Call us to confirm.',
      },
      schema: offerReplySchema,
      multiLine: ['message'],
      dates: { earliestDate: 'date' },
    },
    'GET /api/clinic/listings/search': {
      as: 'anonymous',
      query: { npi: '1234567890', name: 'clinic', state: 'NC' },
      schema: listingSearchQuerySchema,
    },
    'POST /api/clinic/claims': {
      as: 'anonymous',
      body: {
        providerId: s.providerId,
        name: 'Jordan Price',
        role: 'Office manager',
        workEmail: 'jordan@clinic.example.org',
        phone: '(919) 555-0199',
        cannotReachListingEmail: true,
      },
      schema: createClaimSchema,
    },
    // Nobody's claim: the sample itself answers 404.
    'POST /api/clinic/claims/:id/code': {
      as: 'anonymous',
      params: { id: randomUUID() },
      body: { code: '123456' },
      schema: claimCodeSchema,
    },
    'POST /api/clinic/sign-in': {
      as: 'anonymous',
      body: { email: 'nobody@clinic.example.org' },
      schema: clinicSignInSchema,
    },
    'POST /api/clinic/sign-in/redeem': {
      as: 'anonymous',
      body: { token: 'A'.repeat(43) },
      schema: clinicRedeemSchema,
    },
    'GET /api/clinic/listings': { as: 'user' },
    // A listing the family does not keep: the samples themselves answer 404.
    'GET /api/clinic/listings/:providerId/staff': {
      as: 'user',
      params: { providerId: s.providerId },
    },
    'POST /api/clinic/listings/:providerId/staff': {
      as: 'user',
      params: { providerId: s.providerId },
      body: { email: 'desk@clinic.example.org' },
      schema: addStaffSchema,
    },
    'DELETE /api/clinic/listings/:providerId/staff/:email': {
      as: 'user',
      params: { providerId: s.providerId, email: 'desk@clinic.example.org' },
    },
    'GET /api/admin/listing-claims': { as: 'admin' },
    'POST /api/admin/listing-claims/:id/approve': { as: 'admin', params: { id: randomUUID() } },
    'POST /api/admin/listing-claims/:id/decline': { as: 'admin', params: { id: randomUUID() } },
    'GET /api/admin/audit-log': { as: 'admin' },
    'GET /api/admin/provider-stats': { as: 'admin' },
    'GET /api/admin/backups/latest': { as: 'admin' },
    'GET /api/admin/unreachable-clinics': { as: 'admin' },
    'POST /api/admin/unreachable-clinics/:providerId/invite': {
      as: 'admin',
      params: { providerId: s.providerId },
      body: { email: 'office@clinic.example.org' },
      schema: inviteClinicSchema,
    },
    'POST /api/admin/import-providers': {
      as: 'admin',
      body: { states: ['NC'], limitPerState: 10, clearExisting: false },
      schema: importProvidersSchema,
    },
    ...Object.fromEntries(
      SINGLE_IMPORT_STATES.map((state) => [
        `POST /api/providers/import-${state.toLowerCase()}`,
        importState,
      ]),
    ),
    'GET /api/admin/payer-directories': { as: 'admin' },
    'POST /api/admin/payer-directories': {
      as: 'admin',
      body: { name: 'Green Circle', baseUrl: 'https://payer.example/fhir', insuranceType: 'Aetna' },
      schema: createPayerDirectorySchema,
    },
    'DELETE /api/admin/payer-directories/:id': { as: 'admin', params: { id: randomUUID() } },
    'POST /api/admin/payer-directories/:id/import': {
      as: 'admin',
      params: { id: randomUUID() },
      body: { full: false },
      schema: startPayerImportSchema,
    },
    'GET /api/admin/registry-files': { as: 'admin' },
    // `path` and `url` exclude each other, so one sample cannot name both: this one sends the URL,
    // and the route's own tests refuse hostile paths.
    'POST /api/admin/registry-files': {
      as: 'admin',
      body: { url: 'https://download.cms.example/NPPES_Data_Dissemination_Weekly.zip' },
    },
    'POST /api/admin/registry-files/:id/pause': { as: 'admin', params: { id: randomUUID() } },
    'POST /api/admin/registry-files/:id/resume': { as: 'admin', params: { id: randomUUID() } },
    'GET /api/admin/import-runs/latest': { as: 'admin' },
    'GET /api/admin/import-runs/:id': { as: 'admin', params: { id: randomUUID() } },
    'GET /api/admin/providers': {
      as: 'admin',
      query: { q: 'clinic', cursor: '0' },
      schema: managementSearchSchema,
    },
    'PUT /api/providers/:id/image': {
      as: 'admin',
      params: { id: s.providerId },
      body: { imageURL: `${ctx.config.APP_URL}/api/objects/upload/${randomUUID()}` },
      schema: updateImageSchema,
    },
    'PUT /api/providers/:id/website': {
      as: 'admin',
      params: { id: s.providerId },
      body: { websiteUrl: 'https://clinic.example.org' },
      schema: updateWebsiteSchema,
    },
    'PUT /api/providers/:id/email': {
      as: 'admin',
      params: { id: s.providerId },
      body: { email: 'desk@clinic.example.org' },
      schema: updateEmailSchema,
    },
    'GET /api/admin/providers/:id/scheduling-link': { as: 'admin', params: { id: s.providerId } },
    'PUT /api/admin/providers/:id/scheduling-link': {
      as: 'admin',
      params: { id: s.providerId },
      body: { url: 'https://scheduling.clinic.example/$bulk-publish' },
      schema: schedulingLinkInputSchema,
    },
    'GET /api/clinic/listings/:providerId/scheduling-link': {
      as: 'user',
      params: { providerId: s.providerId },
    },
    'PUT /api/clinic/listings/:providerId/scheduling-link': {
      as: 'user',
      params: { providerId: s.providerId },
      body: { url: 'https://scheduling.clinic.example/$bulk-publish' },
      schema: schedulingLinkInputSchema,
    },
    'PUT /api/providers/:id/details': {
      as: 'admin',
      params: { id: s.providerId },
      body: {
        acceptedInsurance: ['Medicaid'],
        servicesOffered: ['Autism Diagnosis'],
        averageWaitTime: 30,
        acceptingNewPatients: true,
        agesFrom: 2,
        agesTo: 12,
        languages: ['es'],
        telehealth: true,
      },
      schema: updateDetailsSchema,
    },
    'POST /api/objects/upload': { as: 'admin' },
    // The signed-in user keeps the listing of the seeded provider (a staff address of it).
    'GET /api/clinic/listings/:providerId': { as: 'user', params: { providerId: s.providerId } },
    'PATCH /api/clinic/listings/:providerId': {
      as: 'user',
      params: { providerId: s.providerId },
      body: {
        email: 'front-desk-a@clinic.example',
        acceptingNewPatients: true,
        notAcceptingServices: ['Applied Behavior Analysis (ABA)'],
        servicesOffered: ['Autism Diagnosis'],
        acceptedInsurance: ['Medicaid'],
        acceptedNetworkIds: [randomUUID()],
        agesFrom: 2,
        agesTo: 17,
        languages: ['en'],
        telehealth: true,
        addressLine: '1 Oak St',
        city: 'Raleigh',
        state: 'NC',
        zipCode: '27601',
        phone: '(919) 555-0144',
        websiteUrl: 'https://clinic.example.org',
      },
      schema: updateListingSchema,
    },
    'POST /api/clinic/listings/:providerId/photo-upload': {
      as: 'user',
      params: { providerId: s.providerId },
    },
    'PUT /api/clinic/listings/:providerId/photo': {
      as: 'user',
      params: { providerId: s.providerId },
      body: { imageURL: `${ctx.config.APP_URL}/api/objects/upload/${randomUUID()}` },
      schema: listingPhotoSchema,
    },
    'POST /api/clinic/listings/:providerId/openings': {
      as: 'user',
      params: { providerId: s.providerId },
      body: {
        date: inDays(20).slice(0, 10),
        fromOnly: false,
        time: '09:30',
        endTime: '10:30',
        service: 'Autism Diagnosis',
      },
      schema: newOpeningSchema,
      dates: { date: 'date' },
    },
    'DELETE /api/clinic/listings/:providerId/openings/:openingId': {
      as: 'user',
      params: { providerId: s.providerId, openingId: randomUUID() },
    },
    'POST /api/clinic/listings/:providerId/confirm': {
      as: 'user',
      params: { providerId: s.providerId },
    },
    'GET /api/listing-checks/:token': { as: 'anonymous', params: { token: 'a'.repeat(43) } },
    'POST /api/listing-checks/:token/confirm': {
      as: 'anonymous',
      params: { token: 'a'.repeat(43) },
    },
    // The signed link is the permission: anything wrong in it is the link's own 403.
    'PUT /api/objects/upload/:key': {
      as: 'anonymous',
      params: { key: randomUUID() },
      query: { expires: '4102444800', sig: 'c2lnbmF0dXJl' },
      refusal: { status: 403, code: 'upload_link_invalid' },
    },
    'GET /objects/:name': {
      as: 'anonymous',
      params: { name: `${'a'.repeat(64)}.png` },
      refusal: { status: 404, code: 'not_found' },
    },
  };
}

// ---- the hostile values ----------------------------------------------------------------------

/** Refused by every text field. */
const CONTROL_TEXT = [
  '\u0000',
  `${MARK}\u0000${MARK}`,
  `${MARK}\u0007`,
  `${MARK}\u001b[2J`,
  `${MARK}\u007f`,
  `${MARK}\u0085`,
];
/** Refused by one-line fields only. */
const LINE_BREAKS = [`${MARK}\r\n${MARK}`, `${MARK}\n`, `${MARK}\t${MARK}`, `${MARK}\u2028`];
const HUGE = MARK + 'x'.repeat(100_000);
const NOT_TEXT = [12_345, true, { [MARK]: MARK }, [MARK]];
const BAD_DATES = [
  '1899-12-31',
  '0001-01-01',
  '2026-02-30',
  '2100-01-01',
  '9999-12-31',
  '+275760-09-13',
];
const BAD_INSTANTS = [
  '1899-12-31T23:59:59Z',
  '0001-01-01T00:00:00Z',
  '2026-02-30T10:00:00Z',
  '2100-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  '2030-01-01T10:00:00+99:00',
];
const NOT_NUMBERS = ['12', `${MARK}\u0000`, 1e308, -1e308, 1.5, true, { n: 1 }, [1]];
const NOT_BOOLEANS = ['true', 1, 0, `${MARK}\u0000`, { b: true }, [true]];

/** Path segments, already URL-encoded. */
const BAD_SEGMENTS = [
  '%00',
  `${MARK}%00`,
  '%0D%0A',
  '%1B%5B2J',
  '%7F',
  '..%2F..%2Fetc%2Fpasswd',
  "'%20OR%20'1'%3D'1",
  `${MARK}${'x'.repeat(80)}`,
];
/** Refused before any route sees them (bad encoding, longer than a parameter may be). */
const UNROUTABLE_SEGMENTS = ['%E0%A4%A', '%', 'x'.repeat(500)];

/** Whole bodies: not an object, broken, prototype tricks, deep, huge, wrong content type. */
const BAD_BODIES: { payload: string; type?: string }[] = [
  { payload: JSON.stringify(`${MARK}\u0000`) },
  { payload: '[]' },
  { payload: '12345' },
  { payload: 'null' },
  { payload: '{' },
  { payload: `{"__proto__":{"admin":true},"${MARK}":1}` },
  { payload: `{"constructor":{"prototype":{"admin":true}}}` },
  { payload: '['.repeat(5000) + ']'.repeat(5000) },
  { payload: JSON.stringify({ [MARK]: 'x'.repeat(2_000_000) }) },
  { payload: `${MARK}\u0000`, type: 'text/plain' },
];

// ---- sending --------------------------------------------------------------------------------

const randomIp = () => `10.9.${randomInt(250)}.${randomInt(250)}`;

/** A session cookie for the role; a fresh one where the route itself ends the session. */
async function cookieFor(role: Role, route: Route): Promise<string | undefined> {
  if (role === 'anonymous') return undefined;
  const account = role === 'admin' ? seeded.admin : seeded.user;
  if (route.url !== '/api/logout') return account.cookie;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: account.email, password: account.password },
    remoteAddress: randomIp(),
  });
  return sessionCookie(response);
}

const fillPath = (url: string, segments: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_match, name: string) => segments[name] ?? 'x');

const encodedParams = (params: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v)]));

interface Attack {
  role: Role;
  segments?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  raw?: { payload: string; type?: string };
}

const sent: { route: string; status: number }[] = [];

async function send(route: Route, sample: Sample | undefined, attack: Attack) {
  const cookie = await cookieFor(attack.role, route);
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: fillPath(route.url, attack.segments ?? encodedParams(sample?.params)),
    query: (attack.query ?? sample?.query) as InjectOptions['query'],
    remoteAddress: randomIp(),
    headers: cookie ? { cookie } : {},
  };
  if (attack.raw) {
    options.payload = attack.raw.payload;
    options.headers = { ...options.headers, 'content-type': attack.raw.type ?? 'application/json' };
  } else if (attack.body !== undefined) {
    options.payload = attack.body as InjectOptions['payload'];
  } else if (sample?.body) {
    options.payload = sample.body;
  }
  const response = await ctx.app.inject(options);
  sent.push({ route: `${route.method} ${route.url}`, status: response.statusCode });
  return response;
}

/** The field a 400 must name, and that nothing answered 500. */
async function expectRefused(
  route: Route,
  sample: Sample,
  attack: Attack,
  field: string,
  refusal = { status: 400, code: 'invalid_input' },
) {
  if (
    sample.bodyLimit !== undefined &&
    Buffer.byteLength(JSON.stringify(attack.body ?? {})) > sample.bodyLimit
  ) {
    refusal = { status: 413, code: 'payload_too_large' };
  }
  const response = await send(route, sample, attack);
  const what = `${route.method} ${route.url} with ${field} = ${JSON.stringify(
    attack.body ?? attack.query ?? attack.segments,
  ).slice(0, 120)}`;
  expect(response.statusCode, what).toBe(refusal.status);
  const body = response.json<{ code: string; field?: string }>();
  expect(body.code, what).toBe(refusal.code);
  if (refusal.status === 400) {
    // An array's element or the array itself: `states` or `states[0]`.
    expect(body.field === field || body.field?.startsWith(`${field}[`), what).toBe(true);
  }
}

/** The hostile values for one field, given the sample's value there. */
function badValuesFor(sample: Sample, name: string, value: unknown): unknown[] {
  if (typeof value === 'number') return NOT_NUMBERS;
  if (typeof value === 'boolean') return NOT_BOOLEANS;
  const text = [
    ...CONTROL_TEXT,
    ...(sample.multiLine?.includes(name) ? [] : LINE_BREAKS),
    HUGE,
    ...NOT_TEXT,
  ];
  const date = sample.dates?.[name];
  if (date === 'date') return [...text, ...BAD_DATES];
  if (date === 'datetime') return [...text, ...BAD_INSTANTS];
  return text;
}

// ---- the tests ------------------------------------------------------------------------------

beforeAll(async () => {
  const user = await createAccount(ctx, { firstName: 'Casey', lastName: 'Morgan' });
  const admin = await createAccount(ctx, { email: ADMIN_EMAIL });
  const rows = await ctx.database.db
    .insert(providers)
    .values(
      ['A', 'B', 'C', 'D'].map((letter) => ({
        name: `Hostile Input Clinic ${letter}`,
        specialty: 'Clinical Psychologist',
        city: 'Raleigh',
        state: 'NC',
        latitude: 35.78,
        longitude: -78.64,
        averageWaitTime: 30,
        email: `front-desk-${letter.toLowerCase()}@clinic.example`,
        source: 'admin' as const,
      })),
    )
    .returning({ id: providers.id });
  const [a, b, c, d] = rows.map((row) => row.id) as [string, string, string, string];
  // The family's address also keeps clinic A's listing, so the clinic routes reach their checks.
  await ctx.database.db.insert(listingStaff).values({ providerId: a, email: user.email });
  const as = (options: InjectOptions) =>
    ctx.app.inject({ ...options, headers: { cookie: user.cookie } });
  await as({
    method: 'PUT',
    url: '/api/profile',
    payload: { insuranceType: 'Medicaid', desiredServices: ['Autism Diagnosis'], zipCode: '27601' },
  });
  for (const providerId of [a, b, d])
    await as({ method: 'POST', url: '/api/care-basket', payload: { providerId } });
  const submitted = await as({ method: 'POST', url: '/api/appointment-requests/submit' });
  expect(submitted.statusCode).toBe(201);
  const requests = submitted.json<{ requests: AppointmentRequest[] }>().requests;
  const tokenOf = (request: AppointmentRequest) =>
    replyToken(
      ctx.config.SESSION_SECRET,
      request.id,
      replyLinkExpiry(new Date(request.submittedAt)),
    );
  const item = await as({ method: 'POST', url: '/api/care-basket', payload: { providerId: c } });
  // The third request booked, so its clinic has a confirm link.
  const booked = requests[2]!;
  const bookedAt = inDays(25);
  const schedule = await as({
    method: 'PUT',
    url: `/api/appointment-requests/${booked.id}/schedule`,
    payload: { scheduledDate: bookedAt, contactEmail: user.email, arrangedByPhone: true },
  });
  expect(schedule.statusCode).toBe(200);
  seeded = {
    user,
    admin,
    providerId: a,
    basketItemId: item.json<{ id: string }>().id,
    requestId: requests[0]!.id,
    replyToken: tokenOf(requests[0]!),
    probeRequestId: requests[1]!.id,
    probeToken: tokenOf(requests[1]!),
    confirmToken: await confirmTokenOf(booked.id, new Date(bookedAt)),
  };
  // The seeded link opens its form, so attacks on its body reach the body's checks.
  expect(
    (await ctx.app.inject({ url: `/api/provider-replies/${seeded.replyToken}` })).statusCode,
  ).toBe(200);
  expect(
    (await ctx.app.inject({ url: `/api/provider-confirmations/${seeded.confirmToken}` }))
      .statusCode,
  ).toBe(200);
});

/** The confirm link of a booked request, rebuilt from its e-mail job as the job itself does. */
async function confirmTokenOf(requestId: string, scheduledDate: Date): Promise<string> {
  const queued = await ctx.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, 'confirm-request-email'));
  const job = queued.find((row) => row.payload.requestId === requestId);
  const issuedAt = new Date(String(job?.payload.issuedAt));
  return confirmToken(ctx.config.SESSION_SECRET, requestId, scheduledDate, issuedAt);
}

const keyOf = (route: Route) => `${route.method} ${route.url}`;
const sampleOf = (route: Route) => samples(seeded)[keyOf(route)];

it('finds the routes the app registers', () => {
  expect(routes.length).toBeGreaterThan(30);
  expect(routes.map(keyOf)).toEqual(
    expect.arrayContaining([
      'PUT /api/appointment-requests/:id/schedule',
      'POST /api/provider-replies/:token',
    ]),
  );
});

it('has a sample naming every field of every route (add one for a new route)', () => {
  const all = samples(seeded);
  expect(routes.map(keyOf).filter((key) => !(key in all))).toEqual([]);
  for (const [key, sample] of Object.entries(all)) {
    if (!sample.schema) continue;
    const named = Object.keys(sample.body ?? sample.query ?? {}).sort();
    expect(named, key).toEqual(Object.keys(sample.schema.shape).sort());
  }
});

describe.each(routes.map((route) => [keyOf(route), route] as const))('%s', (_key, route) => {
  it('refuses hostile values in each field with a 400 naming it', async () => {
    const sample = sampleOf(route);
    if (!sample) return;
    const refusal = sample.refusal;
    for (const name of Object.keys(sample.params ?? {})) {
      for (const bad of BAD_SEGMENTS) {
        const segments = { ...encodedParams(sample.params), [name]: bad };
        await expectRefused(route, sample, { role: sample.as, segments }, name, refusal);
      }
    }
    for (const name of Object.keys(sample.query ?? {})) {
      for (const bad of [...CONTROL_TEXT, ...LINE_BREAKS, HUGE, [MARK, MARK]]) {
        const query = { ...sample.query, [name]: bad };
        await expectRefused(route, sample, { role: sample.as, query }, name, refusal);
      }
    }
    for (const [name, value] of Object.entries(sample.body ?? {})) {
      const elements = Array.isArray(value) ? value : [];
      const whole = Array.isArray(value)
        ? [`${MARK}\u0000`, 12_345, { [MARK]: 1 }, Array(10_000).fill(`${MARK}\u0000`)]
        : badValuesFor(sample, name, value);
      for (const bad of whole) {
        const body = { ...sample.body, [name]: bad };
        await expectRefused(route, sample, { role: sample.as, body }, name);
      }
      if (elements.length > 0) {
        for (const bad of badValuesFor(sample, name, elements[0])) {
          const body = { ...sample.body, [name]: [bad, ...elements.slice(1)] };
          await expectRefused(route, sample, { role: sample.as, body }, `${name}[0]`);
        }
      }
    }
  });

  it.each(['anonymous', 'user', 'admin'] as const)(
    'never answers 500, whatever %s sends',
    async (role) => {
      const sample = sampleOf(route);
      if (!answersWhole(sample, role)) return;
      const names = route.url.match(/:\w+/g)?.map((name) => name.slice(1)) ?? [];
      const expectBelow500 = async (attack: Omit<Attack, 'role'>) => {
        const response = await send(route, sample, { role, ...attack });
        expect(
          response.statusCode,
          `${keyOf(route)} ${JSON.stringify(attack).slice(0, 120)}`,
        ).toBeLessThan(500);
      };
      for (const name of names) {
        for (const bad of [...BAD_SEGMENTS, ...UNROUTABLE_SEGMENTS, randomUUID()]) {
          await expectBelow500({ segments: { ...encodedParams(sample?.params), [name]: bad } });
        }
      }
      for (const query of [
        { q: `${MARK}\u0000`, cursor: HUGE },
        { [MARK]: [MARK, `${MARK}\u0000`], limit: '1e400', zoom: '-0' },
      ]) {
        // An empty body: a valid one would be saved, and change what later tests find.
        const body = route.method === 'GET' ? undefined : {};
        await expectBelow500({ query: { ...sample?.query, ...query }, body });
      }
      if (route.method !== 'GET') {
        for (const raw of BAD_BODIES) await expectBelow500({ raw });
      }
    },
  );
});

describe('the log after all of that', () => {
  it('holds no hostile value, e-mail address, phone number, note or token', async () => {
    const probe = {
      email: `probe-${randomUUID()}@family.example`,
      password: 'probe password 8812',
      phone: '+1 (919) 555-0199',
      notes: 'Probe notes: melatonin at night, sensory diet',
      message: 'Probe reply: we can see him on Tuesday',
    };
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Probe',
        lastName: 'Family',
        email: probe.email,
        password: probe.password,
      },
      remoteAddress: randomIp(),
    });
    expect(signUp.statusCode).toBe(202);
    const verifyToken = linkToken(await sendAccountEmails(ctx), probe.email, '/verify-email');
    await ctx.app.inject({ url: `/verify-email?token=${verifyToken}` });
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: verifyToken },
      headers: { cookie: signUpCookie(signUp) },
    });
    expect(verified.statusCode).toBe(200);
    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: probe.email, password: `${probe.password} wrong` },
      remoteAddress: randomIp(),
    });
    expect(wrongPassword.statusCode).toBe(401);
    const token = seeded.probeToken;
    expect((await ctx.app.inject({ url: `/api/provider-replies/${token}` })).statusCode).toBe(200);
    const replied = await ctx.app.inject({
      method: 'POST',
      url: `/api/provider-replies/${token}?from=${encodeURIComponent(probe.email)}`,
      payload: {
        answer: 'offer',
        earliestDate: inDays(20).slice(0, 10),
        insuranceAccepted: true,
        message: probe.message,
      },
    });
    expect(replied.statusCode).toBe(204);
    // Booked on the clinic's offered day, with the family's phone and notes for the clinic.
    const scheduled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/appointment-requests/${seeded.probeRequestId}/schedule`,
      headers: { cookie: seeded.user.cookie },
      payload: {
        scheduledDate: inDays(40),
        timeZone: 'America/New_York',
        contactEmail: probe.email,
        contactPhone: probe.phone,
        patientNotes: probe.notes,
      },
    });
    expect(scheduled.statusCode).toBe(200);
    // The provider's page in the browser, and paths no route knows that carry personal data.
    await ctx.app.inject({ url: `/provider-reply/${token}` });
    await ctx.app.inject({ url: `/api/no-such-route/${encodeURIComponent(probe.email)}` });
    await ctx.app.inject({ url: `/${encodeURIComponent(probe.phone)}` });

    const log = logLines.join('');
    // The log is there, one JSON object a line, with the reply link's path as its pattern.
    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.length).toBeGreaterThan(1000);
    expect(entries).toContainEqual(
      expect.objectContaining({ path: '/api/provider-replies/:token', status: 204 }),
    );
    expect(entries).toContainEqual(expect.objectContaining({ path: '/provider-reply/*' }));
    const secrets = [
      MARK,
      probe.email,
      probe.email.split('@')[0]!,
      probe.password,
      probe.phone,
      '555-0199',
      probe.notes,
      'melatonin',
      probe.message,
      token,
      verifyToken,
      seeded.replyToken,
      'Failed query',
      'params:',
    ];
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
    expect(log).not.toMatch(/\\u0000|\\u001b/);
  });
});

describe('Cache-Control', () => {
  it('is no-store on every /api answer about a person, success or not', async () => {
    const all = samples(seeded);
    const answers: { key: string; status: number; cacheControl: string | undefined }[] = [];
    for (const route of routes) {
      const sample = all[keyOf(route)];
      for (const role of ['anonymous', sample?.as ?? 'user'] as const) {
        if (!answersWhole(sample, role)) continue;
        const response = await send(route, sample, { role });
        const header = response.headers['cache-control'];
        answers.push({
          key: keyOf(route),
          status: response.statusCode,
          cacheControl: typeof header === 'string' ? header : undefined,
        });
      }
    }
    const api = answers.filter(({ key }) => key.split(' ')[1]!.startsWith('/api/'));
    const isPublic = (key: string) =>
      routes.some((route) => keyOf(route) === key && route.config?.publicAnswer === true);
    for (const answer of api.filter(({ key }) => !isPublic(key))) {
      expect(answer.cacheControl, `${answer.key} (${answer.status})`).toMatch(/\bno-store\b/);
    }
    // The answers checked include the family's own data, not only refusals.
    const succeeded = api.filter(({ status }) => status < 300).map(({ key }) => key);
    expect(succeeded).toEqual(
      expect.arrayContaining([
        'GET /api/auth/user',
        'GET /api/profile',
        'PUT /api/profile',
        'GET /api/care-basket',
        'GET /api/care-basket/what-clinics-receive',
        'GET /api/appointment-requests',
        'PUT /api/appointment-requests/:id/schedule',
        'GET /api/appointment-requests/:id/calendar',
        'GET /api/provider-replies/:token',
        'GET /api/admin/provider-stats',
        'GET /api/admin/audit-log',
        'GET /api/providers',
      ]),
    );
    // What is the same for everyone stays cacheable as before.
    for (const key of ['GET /api/health', 'GET /api/config']) {
      expect(isPublic(key)).toBe(true);
      for (const answer of api.filter((a) => a.key === key)) {
        expect(answer.cacheControl ?? '').not.toMatch(/no-store/);
      }
    }
    const notFound = await ctx.app.inject({ url: '/api/no-such-thing' });
    expect(notFound.headers['cache-control']).toBe('no-store');
  });
});

it('sent every route something, and no answer was a 500', () => {
  const reached = new Set(sent.map(({ route }) => route));
  expect(routes.map(keyOf).filter((key) => !reached.has(key))).toEqual([]);
  expect(sent.filter(({ status }) => status >= 500)).toEqual([]);
  // Most of it was refused as invalid, field by field.
  expect(sent.filter(({ status }) => status === 400).length).toBeGreaterThan(1000);
});
