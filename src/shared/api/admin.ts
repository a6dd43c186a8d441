import { z } from 'zod';
import { isUsStateCode } from '@shared/rules/us-states';
import { errorMessage, schemaError } from './error-messages';
import { singleLineText } from './text';

// The admin API contract (docs/product.md#admin-dashboard): provider statistics, registry imports
// and their progress, clearing, and the audit log.

/** `GET /api/admin/provider-stats`: the total, the sample or live badge, the counts per state. */
/**
 * Where the directory's providers come from, each counted once: fictional sample data; the NPI
 * registry's national file (a file run wrote the row); the registry's API; a payer directory; a
 * listing its clinic keeps (whatever first brought it); an admin.
 */
export const PROVIDER_ORIGINS = [
  'sample',
  'registryFile',
  'registry',
  'directory',
  'clinic',
  'admin',
] as const;
export type ProviderOrigin = (typeof PROVIDER_ORIGINS)[number];

export const providerStatsSchema = z.object({
  total: z.number().int(),
  /** True when any provider did not come from the fictional sample data. */
  hasRealData: z.boolean(),
  bySource: z.object(
    Object.fromEntries(PROVIDER_ORIGINS.map((origin) => [origin, z.number().int()])) as Record<
      ProviderOrigin,
      z.ZodNumber
    >,
  ),
  byState: z.record(z.string(), z.number().int()),
});

export type ProviderStats = z.infer<typeof providerStatsSchema>;

const stateCode = singleLineText({ max: 2, notText: errorMessage('fields.stateCode') }).refine(
  isUsStateCode,
  schemaError('admin.usStateCode'),
);

/** 10 per state for the multi-state import, up to 200 for one state (docs/product.md#imports). */
export const MULTI_STATE_LIMIT = 10;
export const STATE_IMPORT_LIMIT = 200;
/** What one request may ask of one state: a registry query returns at most 200 per page. */
export const MAX_PER_STATE = 200;

/**
 * `POST /api/admin/import-providers`. An empty `states` list with `clearExisting` removes every
 * provider ('Clear All Providers', docs/product.md#clearing-providers); an empty list without it
 * is refused.
 */
export const importProvidersSchema = z
  .object({
    states: z
      .array(stateCode, schemaError('admin.statesList'))
      .max(60, schemaError('admin.statesMax', { max: 60 }))
      .refine((states) => new Set(states).size === states.length, schemaError('admin.stateOnce')),
    limitPerState: z
      .number(schemaError('fields.number'))
      .int(schemaError('fields.wholeNumber'))
      .min(1, schemaError('fields.range', { min: 1, max: MAX_PER_STATE }))
      .max(MAX_PER_STATE, schemaError('fields.range', { min: 1, max: MAX_PER_STATE }))
      .default(MULTI_STATE_LIMIT),
    clearExisting: z.boolean(schemaError('fields.boolean')).default(false),
  })
  .refine((body) => body.states.length > 0 || body.clearExisting, {
    path: ['states'],
    ...schemaError('admin.statesMissing'),
  });

export type ImportProvidersInput = z.input<typeof importProvidersSchema>;

/** The states with a single-state import route: `POST /api/providers/import-{state}`. */
export const SINGLE_IMPORT_STATES = ['NC', 'GA', 'TX', 'AZ', 'OR', 'IN', 'VA'] as const;
export type SingleImportState = (typeof SINGLE_IMPORT_STATES)[number];

/** The multi-state button sends these nine, although its label says 'All 11 States'. */
export const MULTI_STATE_STATES = ['NC', 'GA', 'AZ', 'TX', 'OR', 'IN', 'VA', 'MI', 'MD'] as const;

/** `POST /api/providers/import-{state}`: `city` narrows the query ('' for the whole state). */
export const importStateSchema = z.object({
  city: singleLineText({ max: 60 })
    .regex(/^[\p{L} .'-]*$/u, schemaError('admin.cityName'))
    .default(''),
  limit: z
    .number(schemaError('fields.number'))
    .int(schemaError('fields.wholeNumber'))
    .min(1, schemaError('fields.range', { min: 1, max: STATE_IMPORT_LIMIT }))
    .max(STATE_IMPORT_LIMIT, schemaError('fields.range', { min: 1, max: STATE_IMPORT_LIMIT }))
    .default(STATE_IMPORT_LIMIT),
  clearExisting: z.boolean(schemaError('fields.boolean')).default(false),
});

export type ImportStateInput = z.input<typeof importStateSchema>;

export const importStatusSchema = z.enum(['queued', 'running', 'succeeded', 'partial', 'failed']);
export type ImportStatus = z.infer<typeof importStatusSchema>;

/** One import, as the progress indicator reads it. */
export const importRunSchema = z.object({
  id: z.uuid(),
  status: importStatusSchema,
  states: z.array(z.string()),
  /** Finished so far, imported or failed. */
  statesDone: z.array(z.string()),
  failedStates: z.array(z.object({ state: z.string(), error: z.string() })),
  imported: z.number().int(),
  /** Registry records left out because their NPI is deactivated. */
  deactivated: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export type ImportRun = z.infer<typeof importRunSchema>;

export const isActiveImport = (run: Pick<ImportRun, 'status'> | null | undefined): boolean =>
  run?.status === 'queued' || run?.status === 'running';

/** `GET /api/admin/import-runs/{id}`. */
export const importRunParamsSchema = z.object({
  id: z.uuid(schemaError('fields.importRunId')),
});

/** The answer to a clear (`states: []`, `clearExisting: true`). */
export const clearResultSchema = z.object({
  imported: z.literal(0),
  states: z.array(z.string()).length(0),
  removed: z.number().int(),
});

export type ClearResult = z.infer<typeof clearResultSchema>;

/** `GET /api/admin/audit-log`: the latest 20 entries. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  subject: z.string().nullable(),
  actorEmail: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/backups/latest`: the newest backup `npm run backup` made, or null. */
export const latestBackupSchema = z.object({
  backup: z
    .object({
      createdAt: z.iso.datetime({ offset: true }),
      sizeBytes: z.number().int().nonnegative(),
      /** False on PostgreSQL, where pg_dump backs up the database. */
      databaseIncluded: z.boolean(),
    })
    .nullable(),
});

export type LatestBackup = z.infer<typeof latestBackupSchema>;
