import { z } from 'zod';
import { schemaError } from './error-messages';
import { singleLineText } from './text';

// Imports of the national registry file (NPPES data dissemination: the monthly file of every NPI
// and its weekly updates), from a path on the server or an https URL the server downloads.

export const REGISTRY_FILE_STATUSES = [
  'queued',
  'downloading',
  'running',
  'paused',
  'succeeded',
  'failed',
] as const;
export type RegistryFileStatus = (typeof REGISTRY_FILE_STATUSES)[number];

/** A run in one of these may still change; the others are over. */
export const ACTIVE_REGISTRY_FILE_STATUSES: readonly RegistryFileStatus[] = [
  'queued',
  'downloading',
  'running',
];

/**
 * What became of each data row, each row counted once. `added`, `updated` and `unchanged` are
 * autism-care providers taken; `reactivated` came back after a deactivation; `deactivated` rows
 * deactivate an NPI (one we list leaves the search at once; counted whether or not we list it);
 * `outsideUs` and `unplaceable` (a ZIP code with no known centre) were autism care but cannot be
 * placed; `malformed` rows had the wrong number of columns, an NPI failing its check digit, or (of
 * ours) no entity type or name; `older` rows were older than what we hold (a later file already
 * applied, or the NPI's deactivation).
 */
export const REGISTRY_FILE_OUTCOMES = [
  'added',
  'updated',
  'unchanged',
  'reactivated',
  'deactivated',
  'notAutismCare',
  'outsideUs',
  'unplaceable',
  'malformed',
  'older',
] as const;
export type RegistryFileOutcome = (typeof REGISTRY_FILE_OUTCOMES)[number];
export type RegistryFileCounts = Record<RegistryFileOutcome, number>;

export const registryFileCountsSchema = z.object(
  Object.fromEntries(
    REGISTRY_FILE_OUTCOMES.map((outcome) => [outcome, z.number().int()]),
  ) as Record<RegistryFileOutcome, z.ZodNumber>,
);

/** One run as `GET /api/admin/registry-files` lists it. */
export const registryFileRunSchema = z.object({
  id: z.uuid(),
  /** The path or URL the run was started with. */
  source: z.string(),
  fileName: z.string(),
  /** 'weekly': an update file, applied over what is there. */
  kind: z.enum(['monthly', 'weekly']),
  status: z.enum(REGISTRY_FILE_STATUSES),
  /** Why it failed, for the admin; null otherwise. */
  error: z.string().nullable(),
  /** The file's size in bytes when known (a download without a length: null). */
  bytesTotal: z.number().int().nullable(),
  /** Bytes downloaded (status 'downloading') or read so far. */
  bytesDone: z.number().int(),
  /** Data rows whose outcome is committed. */
  rowsCommitted: z.number().int(),
  counts: registryFileCountsSchema,
  createdAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type RegistryFileRun = z.infer<typeof registryFileRunSchema>;

/**
 * `GET /api/admin/registry-files`: the last runs, newest first, and the folder on the server that
 * a path must name a file in (the page's help text says where to put the file).
 */
export const registryFileRunsSchema = z.object({
  runs: z.array(registryFileRunSchema),
  folder: z.string(),
});
export type RegistryFileRuns = z.infer<typeof registryFileRunsSchema>;

/** Whether the run may still change (the page follows it). */
export const isActiveRegistryFile = (run: Pick<RegistryFileRun, 'status'> | null | undefined) =>
  run != null && ACTIVE_REGISTRY_FILE_STATUSES.includes(run.status);

/**
 * `POST /api/admin/registry-files`: exactly one of `path` (an absolute path to a `.csv` or `.zip`
 * in the server's registry-file folder) or `url` (https, fetched under the outbound rule).
 */
export const startRegistryFileSchema = z
  .object({
    path: singleLineText({ max: 1000 }).optional(),
    url: singleLineText({ max: 2000 }).optional(),
  })
  .refine((input) => (input.path === undefined) !== (input.url === undefined), {
    ...schemaError('registryFile.pathOrUrl'),
    path: ['path'],
  })
  .refine((input) => input.path === undefined || /\.(csv|zip)$/i.test(input.path), {
    ...schemaError('registryFile.fileType'),
    path: ['path'],
  })
  .refine((input) => input.url === undefined || isHttpsUrl(input.url), {
    ...schemaError('registryFile.url'),
    path: ['url'],
  });
export type StartRegistryFileInput = z.input<typeof startRegistryFileSchema>;

/** `POST /api/admin/registry-files/{id}/pause` and `.../resume`. */
export const registryFileParamsSchema = z.object({
  id: z.uuid(schemaError('registryFile.runId')),
});

function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && !url.username && !url.password && !url.hash;
}
