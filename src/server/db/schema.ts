import { sql } from 'drizzle-orm';
import { REPLY_ANSWERS, WAITLIST_UNITS } from '@shared/api/provider-replies';
import { LANGUAGES } from '@shared/i18n/languages';
import { CARE_FOR } from '@shared/rules/care-for';
import type { ErrorMessage } from '@shared/api/error-messages';
import { PAYER_IMPORT_STAGES, type PayerImportCounts } from '@shared/api/payer-directories';
import { OPEN_STATUSES, REQUEST_STATUSES } from '@shared/rules/request-status';
import { REGISTRY_FILE_STATUSES, type RegistryFileCounts } from '@shared/api/registry-file';
import {
  SCHEDULING_READ_OUTCOMES,
  type SchedulingFailure,
  type SchedulingReadCounts,
} from '@shared/api/scheduling-links';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  jsonb,
  integer,
  primaryKey,
  smallint,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Where a provider row came from (docs/product.md#truthful-data). Sample rows are fictional.
// `directory`: created by a payer directory import for a practitioner nobody had listed yet.
export const providerSource = pgEnum('provider_source', [
  'sample',
  'registry',
  'admin',
  'directory',
]);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A licensed care provider. Unknown values stay NULL, never a made-up number. */
export const providers = pgTable(
  'providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    specialty: text('specialty').notNull(),
    addressLine: text('address_line'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Days from request to first appointment; NULL when nobody has reported it. */
    averageWaitTime: integer('average_wait_time'),
    servicesOffered: text('services_offered')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    acceptedInsurance: text('accepted_insurance')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    profileImageUrl: text('profile_image_url'),
    phone: text('phone'),
    email: text('email'),
    websiteUrl: text('website_url'),
    npiNumber: text('npi_number').unique(),
    source: providerSource('source').notNull(),
    /**
     * Name and city, lower-cased, for the text search (docs/product.md#filters). The unit
     * separator between them cannot be typed into the search (the API refuses control
     * characters), so a search matches within the name or within the city, never across both.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || chr(31) || city)`),
    /** NPI registry: the licence's state and every NUCC taxonomy code of the record. */
    licenseState: text('license_state'),
    taxonomyCodes: text('taxonomy_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When a registry import last wrote this row. */
    importedAt: timestamp('imported_at', { withTimezone: true }),
    /** NULL: nobody has said. */
    acceptingNewPatients: boolean('accepting_new_patients'),
    /**
     * The ages the practice sees, in whole years from and to (both included); NULL: nobody has
     * said (docs/product.md#practice-facts).
     */
    agesFrom: smallint('ages_from'),
    agesTo: smallint('ages_to'),
    /** ISO 639-1 codes of the languages spoken with families; NULL: nobody has said. */
    languages: text('languages').array(),
    /** Whether the practice sees families by video; NULL: nobody has said. */
    telehealth: boolean('telehealth'),
    /**
     * Plan-Net accessibility codes of the practice's place (src/shared/rules/accessibility.ts), as
     * a payer directory lists them; NULL: nobody has said.
     */
    accessibility: text('accessibility').array(),
    /** When the clinic last confirmed ages, languages and telehealth through a reply link. */
    factsReportedAt: timestamp('facts_reported_at', { withTimezone: true }),
    /**
     * When an admin last verified insurance, services, wait and new patients, and who did: shown
     * to families as 'verified N days ago' (docs/product.md#verified-details). An import never
     * touches these.
     */
    detailsVerifiedAt: timestamp('details_verified_at', { withTimezone: true }),
    detailsVerifiedBy: uuid('details_verified_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    /**
     * The median of provider-reported and observed waits (days) once there are enough of them
     * (docs/product.md#wait-times), and which kind most of them were; NULL until then, when the
     * listed average holds.
     */
    measuredWaitDays: integer('measured_wait_days'),
    measuredWaitSource: text('measured_wait_source', { enum: ['reported', 'observed'] }),
    /** How many different families the measured wait rests on; NULL with it. */
    measuredWaitFamilies: integer('measured_wait_families'),
    /**
     * The services the clinic says it is not taking new patients for ('Not accepting for ABA
     * therapy'), in the service options' words; empty: none singled out.
     */
    notAcceptingServices: text('not_accepting_services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The payer networks (plans) the clinic says it takes, by id; NULL: the clinic has not said. */
    acceptedNetworkIds: uuid('accepted_network_ids').array(),
    /** The payer directory that created this row (source 'directory'); NULL otherwise. */
    sourceDirectoryId: uuid('source_directory_id').references(() => payerDirectories.id, {
      onDelete: 'set null',
    }),
    /**
     * True while the position is only the centre of the ZIP code (the registry gives no
     * coordinates): the card says 'Location approximate (ZIP code)' until a better source places it.
     */
    locationApproximate: boolean('location_approximate').notNull().default(false),
    /**
     * When the registry deactivated the NPI: such a provider leaves the search at once, while its
     * requests, claims and history stay. NULL: active (or reactivated).
     */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** When a national registry file (not the registry's API) last wrote this row. */
    registryFileAt: timestamp('registry_file_at', { withTimezone: true }),
    /**
     * The registry's own 'Last Update Date' of the row applied: an older row for the same NPI (an
     * earlier file imported later) changes nothing.
     */
    registryUpdatedOn: date('registry_updated_on', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    index('providers_state_idx').on(table.state),
    // Search (docs/product.md#filters): array containment on the lists, the map's bounding boxes,
    // list order.
    // The substring search on search_text gets a pg_trgm index where the server has the
    // extension (see migration 0003); PGlite scans, which is fast enough at its scale.
    index('providers_services_idx').using('gin', table.servicesOffered),
    index('providers_insurance_idx').using('gin', table.acceptedInsurance),
    index('providers_location_idx').on(table.latitude, table.longitude),
    index('providers_name_idx').on(table.name, table.id),
    check('providers_state_code', sql`${table.state} ~ '^[A-Z]{2}$'`),
    check('providers_latitude_range', sql`${table.latitude} BETWEEN -90 AND 90`),
    check('providers_longitude_range', sql`${table.longitude} BETWEEN -180 AND 180`),
    check('providers_wait_not_negative', sql`${table.averageWaitTime} >= 0`),
    check(
      'providers_ages_order',
      sql`(${table.agesFrom} IS NULL) = (${table.agesTo} IS NULL) AND ${table.agesFrom} BETWEEN 0 AND 99 AND ${table.agesTo} BETWEEN ${table.agesFrom} AND 99`,
    ),
  ],
);

export type ProviderRow = typeof providers.$inferSelect;
export type NewProviderRow = typeof providers.$inferInsert;

export const userRole = pgEnum('user_role', ['user', 'admin']);
export const userLanguage = pgEnum('user_language', LANGUAGES);
/** Who the care is for: the family's child, or the person signed in (docs/product.md#profile). */
export const careFor = pgEnum('care_for', CARE_FOR);

/** A family member or admin. Built-in accounts have a password hash; OIDC accounts an issuer + subject. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, so e-mails compare case-insensitively. */
    email: text('email').unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    passwordHash: text('password_hash'),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    role: userRole('role').notNull().default('user'),
    /** The language the family reads: its e-mails and calendar files are written in it. */
    language: userLanguage('language').notNull().default('en'),
    /** When the person proved they read this address (a link we sent, or the issuer's claim). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the family last looked at its requests: later answers are news. */
    requestsSeenAt: timestamp('requests_seen_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_oidc_identity_idx').on(table.oidcIssuer, table.oidcSubject),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

/** Server-side sessions: only a SHA-256 of the cookie's token is stored, so a database leak signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser's User-Agent at sign-in, so the account's session list can name it. */
    userAgent: text('user_agent'),
    /**
     * An OpenID sign-in's ID token, sent back to the issuer as `id_token_hint` at sign-out so it
     * ends its own session too without asking which account; gone with the session.
     */
    idToken: text('id_token'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** The family's profile: what it needs, used to match providers (docs/product.md#profile). */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  insuranceType: text('insurance_type'),
  desiredServices: text('desired_services')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  zipCode: text('zip_code'),
  /** Whether the care is for the family's child or for the person themselves. */
  careFor: careFor('care_for').notNull().default('child'),
  /** The age of the person the care is for, in months, as given; told to the clinics asked. */
  childAgeMonths: integer('child_age_months'),
  /** 'What we are looking for': a short note for the clinics asked. */
  lookingFor: text('looking_for'),
  /** A phone number the family shares with the clinics it asks; null to be reached by e-mail. */
  phone: text('phone'),
  /**
   * The language the clinics asked are told the family prefers; NULL: the family said nothing, so
   * clinics are told nothing. Never taken from the page's language (`users.language`).
   */
  requestLanguage: userLanguage('request_language'),
  /** How far from home the family searches, its last choice in miles; NULL: any distance. */
  travelMiles: integer('travel_miles').default(50),
  /**
   * The family's last search on /home (its filters and order, as the address writes them), put
   * back when it opens the search again without one (docs/product.md#kept-for-the-next-visit).
   */
  savedSearch: text('saved_search'),
  /**
   * 'Which plan?': the payer network of the family's insurance, when it named one; matching then
   * counts that network's claims alone. Gone with its directory.
   */
  insuranceNetworkId: uuid('insurance_network_id').references(() => payerNetworks.id, {
    onDelete: 'set null',
  }),
  ...timestamps,
});

/**
 * Who did what, when, from where: sign-ins, failed sign-ins, role changes and admin actions. Never
 * passwords or tokens. Also the source of the sign-in rate limits, so they hold across instances.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** What the action was about: an e-mail for sign-ins, a provider id for admin edits. */
    subject: text('subject'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_action_ip_idx').on(table.action, table.ip, table.createdAt),
    index('audit_log_action_subject_idx').on(table.action, table.subject, table.createdAt),
    index('audit_log_created_idx').on(table.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** The care basket: providers a family has collected, each at most once. */
export const careBasketItems = pgTable(
  'care_basket_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A removed provider leaves every basket ('Clear All Providers' deletes them all).
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('care_basket_user_provider_idx').on(table.userId, table.providerId)],
);

export const requestStatus = pgEnum('request_status', REQUEST_STATUSES);
export const replyAnswer = pgEnum('reply_answer', REPLY_ANSWERS);
export const waitlistUnit = pgEnum('waitlist_unit', WAITLIST_UNITS);
export const requestActor = pgEnum('request_actor', ['family', 'clinic', 'system']);
/** What became of a published opening a family asked for, when the clinic did not book it. */
export const openingOutcome = pgEnum('opening_outcome', ['declined', 'expired']);

/**
 * An appointment request. The provider's name, specialty, city and state are copied at
 * submission so a family's history survives later edits to, or deletion of, the provider.
 */
export const appointmentRequests = pgTable(
  'appointment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    providerName: text('provider_name').notNull(),
    providerSpecialty: text('provider_specialty').notNull(),
    providerCity: text('provider_city').notNull(),
    providerState: text('provider_state').notNull(),
    providerPhone: text('provider_phone'),
    providerAddress: text('provider_address'),
    status: requestStatus('status').notNull().default('submitted'),
    /** Days, the provider's estimate when the request was sent; NULL when unknown. */
    estimatedWaitTime: integer('estimated_wait_time'),
    /**
     * The insurance the clinic was asked about: the profile's when the request was sent, so its
     * answer keeps meaning what it answered even after the family changes insurance.
     */
    insuranceType: text('insurance_type'),
    /**
     * Who the care is for, that person's age and the family's note as they were when the request
     * was sent.
     */
    careFor: careFor('care_for').notNull().default('child'),
    childAgeMonths: integer('child_age_months'),
    lookingFor: text('looking_for'),
    /** The IANA zone of the provider's location: an appointment booked without one is there. */
    providerTimeZone: text('provider_time_zone'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }),
    /** The family's IANA time zone, so e-mails and the calendar show their local time. */
    timeZone: text('time_zone'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    patientNotes: text('patient_notes'),
    /**
     * The provider's reply link (docs/decisions/007-provider-reply-links.md): only a SHA-256 of
     * its token is stored; single use, so a reply (repliedAt) ends it.
     */
    replyTokenHash: text('reply_token_hash').unique(),
    replyTokenExpiresAt: timestamp('reply_token_expires_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** The clinic's first answer: it may change its answer for a few days after that. */
    firstRepliedAt: timestamp('first_replied_at', { withTimezone: true }),
    /**
     * The start of a published opening the family asked for with this request, kept after the
     * opening is released, so both sides still see which time was asked for.
     */
    requestedStart: timestamp('requested_start', { withTimezone: true }),
    /** Declined by the clinic, or not confirmed before the hold ran out; null while held or booked. */
    requestedOutcome: openingOutcome('requested_outcome'),
    /** The clinic's answer: an appointment offer, a waitlist, or not accepting new patients. */
    replyAnswer: replyAnswer('reply_answer'),
    replyEarliestDate: date('reply_earliest_date'),
    /** A time the clinic offered on that day (HH:MM, its local time); null when it named none. */
    replyOfferedTime: text('reply_offered_time'),
    /** A waitlist's estimated wait, in the clinic's own unit. */
    replyWaitlistAmount: integer('reply_waitlist_amount'),
    replyWaitlistUnit: waitlistUnit('reply_waitlist_unit'),
    /** Whether the clinic will call the family when a place opens. */
    replyWillCall: boolean('reply_will_call'),
    replyAcceptingNewPatients: boolean('reply_accepting_new_patients'),
    replyInsuranceAccepted: boolean('reply_insurance_accepted'),
    /**
     * When the clinic last gave that insurance answer: a reply sets it, a later change of date
     * does not, so an old answer never passes for a new one against a payer directory's listing.
     */
    insuranceAnsweredAt: timestamp('insurance_answered_at', { withTimezone: true }),
    replyMessage: text('reply_message'),
    /** The one follow-up e-mail to a clinic that had not answered within a few days. */
    followUpSentAt: timestamp('follow_up_sent_at', { withTimezone: true }),
    /**
     * The clinic's link to confirm the booked date (or propose another): like the reply link,
     * only a SHA-256 of its token is stored, and using it ends it.
     */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmTokenExpiresAt: timestamp('confirm_token_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The family booked a time it had already agreed with the clinic by phone. */
    arrangedByPhone: boolean('arranged_by_phone').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: requestActor('cancelled_by'),
    /** When the clinic last did something the family should hear of (answer, confirm, cancel). */
    newsAt: timestamp('news_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('appointment_requests_user_idx').on(table.userId, table.submittedAt),
    // A clinic's newest answer about an insurance, read beside each payer-directory claim.
    index('appointment_requests_insurance_answer_idx')
      .on(table.providerId, table.insuranceType, table.insuranceAnsweredAt)
      .where(sql`${table.insuranceAnsweredAt} IS NOT NULL`),
    check(
      'appointment_requests_waitlist_positive',
      sql`${table.replyWaitlistAmount} IS NULL OR ${table.replyWaitlistAmount} > 0`,
    ),
    index('appointment_requests_provider_idx').on(table.providerId),
    // One open request per family and clinic: asking twice would e-mail the clinic twice and
    // list it twice among the family's options.
    uniqueIndex('appointment_requests_one_open_per_provider')
      .on(table.userId, table.providerId)
      .where(
        sql`${table.status} IN (${sql.raw(OPEN_STATUSES.map((status) => `'${status}'`).join(', '))})`,
      ),
  ],
);

export type AppointmentRequestRow = typeof appointmentRequests.$inferSelect;

/**
 * Durable background work, kept in the database so a restart loses none: claimed with FOR UPDATE
 * SKIP LOCKED, so several instances never run the same job at once; `key` is unique, so
 * enqueueing twice is harmless.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A claimed job is leased until then; a runner that crashed lets the lease run out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.doneAt} IS NULL`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

export const importStatus = pgEnum('import_status', [
  'queued',
  'running',
  'succeeded',
  'partial',
  'failed',
]);

/**
 * One provider import from the NPI registry (or a clear), run as a background job
 * (docs/decisions/005-registry-import.md). Each state commits as a whole; a state that fails is
 * listed with its reason while the others go on.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    states: text('states').array().notNull(),
    limitPerState: integer('limit_per_state').notNull(),
    clearExisting: boolean('clear_existing').notNull().default(false),
    status: importStatus('status').notNull().default('queued'),
    /** States finished so far (imported or failed), for the progress indicator. */
    statesDone: text('states_done')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    failedStates: jsonb('failed_states')
      .$type<{ state: string; error: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    imported: integer('imported').notNull().default(0),
    /** Relevant registry records left out because their NPI is deactivated. */
    deactivated: integer('deactivated').notNull().default(0),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('import_runs_created_idx').on(table.createdAt)],
);

export type ImportRunRow = typeof importRuns.$inferSelect;

export const registryFileStatus = pgEnum('registry_file_status', REGISTRY_FILE_STATUSES);

/**
 * One import of a national registry file (the monthly NPPES file or a weekly update), from a path
 * on the server or a URL it downloads first. Rows commit in batches together with `rowsCommitted`,
 * so a run picked up again after a crash or a pause skips exactly the rows already applied.
 */
export const registryFileRuns = pgTable(
  'registry_file_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the admin or operator named: a path on the server or an https URL. */
    source: text('source').notNull(),
    /** The CSV or zip being read: the path itself, or where a downloaded file was kept. */
    localPath: text('local_path'),
    /** The file's name, which tells a monthly file from a weekly update. */
    fileName: text('file_name').notNull(),
    kind: text('kind', { enum: ['monthly', 'weekly'] }).notNull(),
    status: registryFileStatus('status').notNull().default('queued'),
    /** Why the run failed, in words for the admin (never a row's contents). */
    error: text('error'),
    /** Size and modification time of the file when first read: a changed file is not resumed. */
    fileBytes: bigint('file_bytes', { mode: 'number' }),
    fileModifiedAt: timestamp('file_modified_at', { withTimezone: true }),
    /** Bytes downloaded (while downloading) or read from the file, for progress. */
    bytesDone: bigint('bytes_done', { mode: 'number' }).notNull().default(0),
    /** Data rows (not the header) whose outcome is committed; a resumed run skips this many. */
    rowsCommitted: bigint('rows_committed', { mode: 'number' }).notNull().default(0),
    /** What became of the committed rows, by outcome. */
    counts: jsonb('counts')
      .$type<Partial<RegistryFileCounts>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('registry_file_runs_created_idx').on(table.createdAt)],
);

export type RegistryFileRunRow = typeof registryFileRuns.$inferSelect;

/**
 * Registry pages an import run has fetched, by the query that fetched them: a run picked up again
 * (after a crash or a failed save) reads them from here instead of asking the registry twice.
 * Deleted when the run finishes.
 */
export const registryPages = pgTable(
  'registry_pages',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    /** The query string of the registry request. */
    query: text('query').notNull(),
    records: jsonb('records').$type<unknown[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.query] })],
);

/**
 * Uploads saved on a provider, by the key in their upload URL. A key is saved once: a second save
 * of the same upload URL, or a second PUT to it, is refused (docs/decisions/006).
 */
export const savedUploads = pgTable('saved_uploads', {
  uploadKey: uuid('upload_key').primaryKey(),
  imagePath: text('image_path').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accountTokenPurpose = pgEnum('account_token_purpose', [
  'verify_email',
  'reset_password',
  'confirm_address',
  // A clinic's staff address signing in by link (docs/product.md#clinic-sign-in).
  'clinic_sign_in',
]);

/**
 * Single-use links sent by e-mail (docs/product.md#accounts-and-sessions). Only a SHA-256 of the
 * token is kept; the token itself is derived from the row's id and the server secret, so the
 * e-mail job can rebuild it on a retry without the database ever holding it.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurpose('purpose').notNull(),
    /** The address the link was sent to, which using it proves. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose, table.createdAt)],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** Addresses other than the account's own that its owner confirmed for reminders. */
export const confirmedAddresses = pgTable(
  'confirmed_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.email] })],
);

/**
 * A payer's provider directory (FHIR R4, Da Vinci PDex Plan-Net), kept by admins
 * (docs/decisions/016-payer-directories.md). Its networks belong to one of the profile's
 * insurance types.
 */
export const payerDirectories = pgTable('payer_directories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The FHIR base URL its searches go to, e.g. https://payer.example/fhir. */
  baseUrl: text('base_url').notNull().unique(),
  /** One of the profile's insurance options (INSURANCE_OPTIONS). */
  insuranceType: text('insurance_type').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  /**
   * When the last import that read the whole directory to the end started: the next import asks
   * only for resources changed since (`_lastUpdated`). NULL before the first one.
   */
  changesSince: timestamp('changes_since', { withTimezone: true }),
  ...timestamps,
});

export type PayerDirectoryRow = typeof payerDirectories.$inferSelect;

/** A network of a directory (an Organization of type 'ntwk'), by its FHIR id. */
export const payerNetworks = pgTable(
  'payer_networks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    directoryId: uuid('directory_id')
      .notNull()
      .references(() => payerDirectories.id, { onDelete: 'cascade' }),
    fhirId: text('fhir_id').notNull(),
    name: text('name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payer_networks_fhir_idx').on(table.directoryId, table.fhirId)],
);

/** An insurance plan of a directory and the networks (FHIR ids) it uses. */
export const payerPlans = pgTable(
  'payer_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    directoryId: uuid('directory_id')
      .notNull()
      .references(() => payerDirectories.id, { onDelete: 'cascade' }),
    fhirId: text('fhir_id').notNull(),
    name: text('name').notNull(),
    /** The plan's product type as the directory codes it (hmo, ppo, medicaid ...); NULL: none. */
    planType: text('plan_type'),
    networkFhirIds: text('network_fhir_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payer_plans_fhir_idx').on(table.directoryId, table.fhirId)],
);

/**
 * A directory's claim that a provider is in one of its networks, as one resource of it
 * (PractitionerRole or OrganizationAffiliation) says. `retrievedAt` is when the directory last
 * listed it; a claim the directory no longer lists is ended, not deleted, so its history stays.
 */
export const networkClaims = pgTable(
  'network_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    directoryId: uuid('directory_id')
      .notNull()
      .references(() => payerDirectories.id, { onDelete: 'cascade' }),
    networkId: uuid('network_id')
      .notNull()
      .references(() => payerNetworks.id, { onDelete: 'cascade' }),
    /** The resource that says so, e.g. 'PractitionerRole/abc'. */
    sourceResource: text('source_resource').notNull(),
    /** The Location it names first, e.g. 'Location/xyz'; NULL when it names none. */
    location: text('location'),
    /** Names of the directory's plans that use the network, when retrieved. */
    plans: text('plans')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The directory's 'newpatients' answer; NULL: it does not say. */
    acceptingNewPatients: boolean('accepting_new_patients'),
    /** The resource's own `meta.lastUpdated`; NULL when it gives none. */
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    retrievedAt: timestamp('retrieved_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    // One current claim per resource and network; ended ones stay beside it as history.
    uniqueIndex('network_claims_current_idx')
      .on(table.directoryId, table.sourceResource, table.networkId)
      .where(sql`${table.endedAt} IS NULL`),
    index('network_claims_provider_idx').on(table.providerId),
  ],
);

export type NetworkClaimRow = typeof networkClaims.$inferSelect;

export const payerImportStage = pgEnum('payer_import_stage', PAYER_IMPORT_STAGES);

/**
 * One import of a payer directory, run as a durable job. Each page commits with the run's
 * position (stage and next page), so a restarted job resumes after the last page it saved.
 */
export const payerImportRuns = pgTable(
  'payer_import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    directoryId: uuid('directory_id')
      .notNull()
      .references(() => payerDirectories.id, { onDelete: 'cascade' }),
    status: importStatus('status').notNull().default('queued'),
    /** Resources changed since then only (`_lastUpdated`); NULL: the whole directory. */
    changesSince: timestamp('changes_since', { withTimezone: true }),
    /** The directory answered 400 to `_lastUpdated`, so the run went on reading everything. */
    fullReadFallback: boolean('full_read_fallback').notNull().default(false),
    stage: payerImportStage('stage').notNull().default('networks'),
    /** The next page of the stage's search (the directory's own link); NULL: its first page. */
    nextUrl: text('next_url'),
    counts: jsonb('counts').$type<PayerImportCounts>().notNull(),
    /** Why the run failed, in English words safe to show an admin; NULL otherwise. */
    error: text('error'),
    /** The same as a message of the errors catalog, so each admin reads it in their language. */
    errorWords: jsonb('error_words').$type<ErrorMessage>(),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('payer_import_runs_directory_idx').on(table.directoryId, table.createdAt)],
);

export type PayerImportRunRow = typeof payerImportRuns.$inferSelect;

/**
 * Backups made by `npm run backup` (docs/operations.md), newest last: the admin page shows the
 * latest and warns when it is old. Written by whoever holds the database when the file is done.
 */
export const backups = pgTable('backups', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  fileName: text('file_name').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  /** False on PostgreSQL, whose database is backed up with pg_dump instead. */
  databaseIncluded: boolean('database_included').notNull(),
  withSecrets: boolean('with_secrets').notNull(),
});

/** Who published an opening: the clinic on its own listing, or its scheduling system. */
export const openingSource = pgEnum('opening_source', ['clinic', 'scheduling']);

/**
 * A time a clinic can see a new patient, as the clinic published it (docs/product.md#next-opening):
 * typed on its listing, or read from its SMART Scheduling Links publisher. With `fromOnly` it is
 * no particular time but 'openings from' that day on. Past openings are not shown; a family's
 * request for one holds it (`heldByRequestId`, until `heldUntil`) so no other family is offered it.
 */
export const providerOpenings = pgTable(
  'provider_openings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    source: openingSource('source').notNull(),
    /** The service it is for, in the registry's words; null: any of the practice's services. */
    service: text('service'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    fromOnly: boolean('from_only').notNull().default(false),
    /** The publisher's own link and phone to book this time, when it gave them. */
    bookingUrl: text('booking_url'),
    bookingPhone: text('booking_phone'),
    /** The scheduling link it was read from, and the Slot's id there; null when typed. */
    schedulingLinkId: uuid('scheduling_link_id').references(() => schedulingLinks.id, {
      onDelete: 'cascade',
    }),
    externalId: text('external_id'),
    heldByRequestId: uuid('held_by_request_id').references(() => appointmentRequests.id, {
      onDelete: 'set null',
    }),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('provider_openings_provider_idx').on(table.providerId, table.startsAt),
    uniqueIndex('provider_openings_slot_idx').on(table.schedulingLinkId, table.externalId),
    check(
      'provider_openings_ends_after_start',
      sql`${table.endsAt} IS NULL OR ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);

export type ProviderOpeningRow = typeof providerOpenings.$inferSelect;

/**
 * The staff addresses that keep a provider's listing (docs/product.md#clinic-listings): whoever
 * signs in with one of them by an e-mailed link may change that listing, and add or remove the
 * other addresses. Lower-cased like users' e-mails.
 */
export const listingStaff = pgTable(
  'listing_staff',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The account that added it; null when an admin's approval or a code proved it. */
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.email] }),
    index('listing_staff_email_idx').on(table.email),
    check('listing_staff_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

/**
 * When the clinic last said each field of its listing ('said by the clinic on 2 December 2026'):
 * a field named here is the clinic's word, which wins over the registry, payer directories and
 * admins, and no import overwrites it.
 */
export const listingFields = pgTable(
  'listing_fields',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The listing field's name as the API spells it (`acceptingNewPatients`, `email`, ...). */
    field: text('field').notNull(),
    saidAt: timestamp('said_at', { withTimezone: true }).notNull(),
    saidBy: uuid('said_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.field] })],
);

/** How the last read of a scheduling link ended: read, unchanged since the last, or failed. */
export const schedulingReadOutcome = pgEnum('scheduling_read_outcome', SCHEDULING_READ_OUTCOMES);

/** What was last read of one file of a publisher: its validators for the next conditional read. */
export interface SchedulingFileState {
  type: 'Location' | 'Schedule' | 'Slot';
  url: string;
  etag: string | null;
  lastModified: string | null;
}

/**
 * A clinic's SMART Scheduling Links publisher (docs/product.md#scheduling-links), read on a
 * schedule into `provider_openings`. Connected for one provider, by an admin or by a clinic's
 * staff; a clinic's link only ever writes onto listings that clinic keeps. The read state lets
 * the next read ask 'changed since?' of the manifest and each file.
 */
export const schedulingLinks = pgTable(
  'scheduling_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
    /** Whether an admin connected it (may match any provider) or a clinic (its own listings). */
    connectedByAdmin: boolean('connected_by_admin').notNull(),
    manifestEtag: text('manifest_etag'),
    manifestLastModified: text('manifest_last_modified'),
    /** The manifest's files as last read in full, with their validators. */
    files: jsonb('files').$type<SchedulingFileState[]>().notNull().default([]),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastOutcome: schedulingReadOutcome('last_outcome'),
    /** Why the last read failed; null unless it did. */
    lastFailure: text('last_failure').$type<SchedulingFailure>(),
    /** The publisher's Retry-After: no read before this. */
    retryNotBefore: timestamp('retry_not_before', { withTimezone: true }),
    /** What the last full read found; kept through unchanged and failed reads. */
    counts: jsonb('counts').$type<SchedulingReadCounts>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('scheduling_links_provider_idx').on(table.providerId)],
);

export type SchedulingLinkRow = typeof schedulingLinks.$inferSelect;

export const listingClaimStatus = pgEnum('listing_claim_status', [
  'pending',
  'code_sent',
  'approved',
  'declined',
]);

/**
 * A clinic asking to keep a provider's listing (docs/product.md#claiming-a-listing): proved by a
 * code e-mailed to the address the listing already has (`code_sent`, then `approved`), or
 * reviewed by an admin (`pending`, then `approved` or `declined`). The code itself is never kept:
 * only its hash, rebuilt from the server secret when the e-mail is sent.
 */
export const listingClaims = pgTable(
  'listing_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    /** Lower-cased: the address that keeps the listing once the claim is approved. */
    workEmail: text('work_email').notNull(),
    phone: text('phone').notNull(),
    status: listingClaimStatus('status').notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: smallint('code_attempts').notNull().default(0),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('listing_claims_status_idx').on(table.status, table.createdAt),
    index('listing_claims_provider_idx').on(table.providerId, table.createdAt),
    check(
      'listing_claims_work_email_lowercase',
      sql`${table.workEmail} = lower(${table.workEmail})`,
    ),
  ],
);

export type ListingClaimRow = typeof listingClaims.$inferSelect;

/**
 * A one-click 'Yes, it is still right' link of the monthly e-mail to a listing's staff address
 * (docs/product.md#what-a-clinic-keeps): single use, no sign-in; only the token's hash is kept.
 */
export const listingCheckLinks = pgTable(
  'listing_check_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listing_check_links_provider_idx').on(table.providerId, table.createdAt)],
);

/**
 * Every change the search index reflects, kept for a while so a server starting from its
 * snapshot file reads again only what changed since (docs/decisions/026-search-at-start.md).
 * Written by the same triggers that announce the change on 'provider_changes'.
 */
export const providerChangeLog = pgTable(
  'provider_change_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The writing transaction (`pg_current_xact_id()`), to tell whether a snapshot saw it. */
    xid: bigint('xid', { mode: 'number' })
      .notNull()
      .default(sql`pg_current_xact_id()::text::bigint`),
    /** Null: every provider may have changed ('*'). */
    providerId: uuid('provider_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('provider_change_log_xid_idx').on(table.xid),
    index('provider_change_log_at_idx').on(table.at),
  ],
);

/** The newest transaction whose change-log rows were pruned: a snapshot older than it is stale. */
export const providerChangeLogPruned = pgTable(
  'provider_change_log_pruned',
  {
    onlyRow: boolean('only_row').primaryKey().default(true),
    throughXid: bigint('through_xid', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('provider_change_log_pruned_one_row', sql`${table.onlyRow}`)],
);
