import { z } from 'zod';

// The backup file (docs/decisions/018-backup-files.md): a gzip-compressed tar whose entries are
// the payload, then `manifest.json` (what the backup holds, with the SHA-256 and size of every
// payload entry), then `manifest.sha256` (the manifest's own SHA-256). Gzip's CRC covers the
// whole tar, so a changed or missing byte anywhere is found before anything is restored.

export const FORMAT = 'autism-care-finder-backup';
export const FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = 'manifest.json';
export const MANIFEST_SUM_ENTRY = 'manifest.sha256';
/** The embedded database as PGlite dumps its data directory (a tar of its own). */
export const DATABASE_ENTRY = 'database/pglite.tar';
export const SESSION_SECRET_ENTRY = 'secrets/session-secret';
/** Uploaded images, by their content-derived names under DATA_DIR/objects/images. */
export const OBJECTS_PREFIX = 'objects/images/';

/** The payload entries a restore accepts; anything else (`../x`, links) is refused. */
export function isPayloadEntry(name: string): boolean {
  if (name === DATABASE_ENTRY || name === SESSION_SECRET_ENTRY) return true;
  return (
    name.startsWith(OBJECTS_PREFIX) && /^[\w-]+\.[a-z]+$/.test(name.slice(OBJECTS_PREFIX.length))
  );
}

export const backupFileName = (createdAt: Date) =>
  `acf-backup-${createdAt.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  engine: z.enum(['pglite', 'postgres']),
  /** False on PostgreSQL: its database is backed up with pg_dump. */
  databaseIncluded: z.boolean(),
  /** The newest migration the database had; null when it is not in the backup. */
  migration: z.string().nullable(),
  /** False with STORAGE=s3: the objects stay in the bucket. */
  objectsIncluded: z.boolean(),
  withSecrets: z.boolean(),
  counts: z.object({
    providers: z.number().int().nullable(),
    users: z.number().int().nullable(),
    appointmentRequests: z.number().int().nullable(),
    objects: z.number().int(),
  }),
  sizes: z.object({ database: z.number().int(), objects: z.number().int() }),
  entries: z.array(
    z.object({ name: z.string(), size: z.number().int(), sha256: z.string().length(64) }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;
