import { z } from 'zod';
import { INSURANCE_OPTIONS } from '@shared/rules/care-options';
import { schemaError } from './error-messages';
import { importStatusSchema } from './admin';
import { singleLineText } from './text';

// Payer provider directories (FHIR Plan-Net) kept by admins, and their imports
// (docs/decisions/016-payer-directories.md).

/** `POST /api/admin/payer-directories`. */
export const createPayerDirectorySchema = z.object({
  name: singleLineText({ max: 120 }).min(1, schemaError('fields.required')),
  /** The FHIR base URL: http(s), no credentials, query or fragment. */
  baseUrl: singleLineText({ max: 500 }).refine(isFhirBaseUrl, schemaError('payers.baseUrl')),
  insuranceType: z.enum(INSURANCE_OPTIONS, schemaError('payers.insuranceType')),
});

export type CreatePayerDirectoryInput = z.input<typeof createPayerDirectorySchema>;

function isFhirBaseUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    !url.search &&
    !url.hash
  );
}

/** `DELETE /api/admin/payer-directories/{id}` and `POST .../{id}/import`. */
export const payerDirectoryParamsSchema = z.object({
  id: z.uuid(schemaError('payers.directoryId')),
});

/**
 * `POST /api/admin/payer-directories/{id}/import`. By default only what changed since the last
 * complete import is read (`_lastUpdated`); `full` reads every resource again.
 */
export const startPayerImportSchema = z.object({
  full: z.boolean(schemaError('fields.boolean')).default(false),
});

/**
 * Where an import stands. Each stage but the last is one paged search of the directory, in this
 * order; 'ending' ends the claims the directory no longer lists.
 */
export const PAYER_IMPORT_STAGES = [
  'networks',
  'plans',
  'practitioner-roles',
  'affiliations',
  'listed-roles',
  'listed-affiliations',
  'ending',
] as const;

export type PayerImportStage = (typeof PAYER_IMPORT_STAGES)[number];

export const payerImportCountsSchema = z.object({
  /** FHIR resources read, included ones too. */
  resources: z.number().int(),
  pages: z.number().int(),
  networks: z.number().int(),
  plans: z.number().int(),
  /** Autism-relevant practitioners and organizations found among our providers by NPI. */
  matched: z.number().int(),
  /** ... and those that became new providers. */
  created: z.number().int(),
  claimsAdded: z.number().int(),
  claimsEnded: z.number().int(),
  /** Resources outside the autism-care specialties, left out. */
  irrelevant: z.number().int(),
  /** Relevant resources left out because they are broken or incomplete (no NPI, no place). */
  skipped: z.number().int(),
  /** References of relevant resources to another server's resources: never fetched, left out. */
  elsewhere: z.number().int(),
  /** Distinct locations of the directory's current claims, counted when the run ends. */
  locations: z.number().int(),
});

export type PayerImportCounts = z.infer<typeof payerImportCountsSchema>;

/** A run's counts before it has read anything. */
export const NO_PAYER_IMPORT_COUNTS: PayerImportCounts = {
  resources: 0,
  pages: 0,
  networks: 0,
  plans: 0,
  matched: 0,
  created: 0,
  claimsAdded: 0,
  claimsEnded: 0,
  irrelevant: 0,
  skipped: 0,
  elsewhere: 0,
  locations: 0,
};

/** One import of a directory, as the admin page follows it. */
export const payerImportRunSchema = z.object({
  id: z.uuid(),
  directoryId: z.uuid(),
  status: importStatusSchema,
  /** Only resources changed since then were asked for; null: the whole directory. */
  changesSince: z.string().nullable(),
  /**
   * The directory refused to list only what changed (HTTP 400 to `_lastUpdated`), so this run
   * read the whole directory instead.
   */
  fullReadFallback: z.boolean(),
  stage: z.enum(PAYER_IMPORT_STAGES),
  counts: payerImportCountsSchema,
  /** Why it failed, in words fit for an admin; null otherwise. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export type PayerImportRun = z.infer<typeof payerImportRunSchema>;

export const payerDirectorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  baseUrl: z.string(),
  insuranceType: z.enum(INSURANCE_OPTIONS),
  createdAt: z.string(),
  /** The providers it currently places in at least one network. */
  providers: z.number().int(),
  networks: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** The newest import, running or finished; null before the first. */
  lastRun: payerImportRunSchema.nullable(),
});

export type PayerDirectory = z.infer<typeof payerDirectorySchema>;

/** `GET /api/admin/payer-directories`. */
export const payerDirectoryListSchema = z.object({
  directories: z.array(payerDirectorySchema),
});

export type PayerDirectoryList = z.infer<typeof payerDirectoryListSchema>;
