import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseAllowedHosts, type AllowedHost } from './lib/outbound/allowed-hosts';

// The only reader of process.env. Every variable of the README's configuration table is parsed
// here once; a bad value stops the start with one line naming the variable, rather than failing
// later, somewhere else, in the middle of a request.

const optional = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const url = (protocols: string[]) =>
  z
    .url({ error: 'must be a URL', abort: true })
    .refine(
      (value) => protocols.includes(new URL(value).protocol.replace(':', '')),
      `must be a ${protocols.join(' or ')} URL`,
    );

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'must be on or off' })
  .transform((value) => ['on', 'true', '1'].includes(value));

const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: 'must be comma-separated e-mail addresses' })));

/** An address, or a CIDR range such as 10.0.0.0/8 or fd00::/8. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...more] = value.split('/');
  const version = isIP(address);
  if (version === 0 || more.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const addressList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().refine(isAddressOrRange, 'must be comma-separated IP addresses or CIDR ranges'),
    ),
  );
const allowedHosts = z
  .string()
  .default('')
  .transform((value, ctx): AllowedHost[] => {
    try {
      return parseAllowedHosts(value);
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: `must list host or host:port entries: ${(error as Error).message}`,
      });
      return z.NEVER;
    }
  });

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be 0-65535')
      .max(65535, 'must be 0-65535')
      .default(5000),
    DATA_DIR: z.string().min(1).default('./data'),
    /** The only folder the admin page may import a registry file from; DATA_DIR/registry-files. */
    REGISTRY_FILES_DIR: optional(z.string().min(1)),
    DATABASE_URL: optional(url(['postgres', 'postgresql'])),
    APP_URL: optional(url(['http', 'https'])),
    SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    ADMIN_EMAILS: emailList,
    OIDC_ISSUER_URL: optional(url(['http', 'https'])),
    OIDC_CLIENT_ID: optional(z.string()),
    OIDC_CLIENT_SECRET: optional(z.string()),
    SMTP_URL: optional(url(['smtp', 'smtps'])),
    MAIL_FROM: z.string().min(3).default('Autism Care Finder <no-reply@localhost>'),
    STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
    S3_BUCKET: optional(z.string()),
    S3_ENDPOINT: optional(url(['http', 'https'])),
    S3_REGION: optional(z.string()),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    NPPES_API_URL: url(['http', 'https']).default('https://npiregistry.cms.hhs.gov/api/'),
    TILE_URL: z
      .string()
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
      .refine(
        (value) =>
          /^https?:\/\//.test(value) && ['{z}', '{x}', '{y}'].every((p) => value.includes(p)),
        'must be an http(s) URL template with {z}, {x} and {y}',
      ),
    SAMPLE_DATA: onOff.default(true),
    /**
     * `npm run dev` sets it: pages drawn from the sources through Vite, with hot reload, instead
     * of from the build (dist/pages).
     */
    PAGES_FROM_SOURCE: onOff.default(false),
    TRUSTED_PROXIES: addressList,
    /** Hosts (or host:port) the outbound address rule lets the server reach all the same. */
    OUTBOUND_ALLOWED_HOSTS: allowedHosts,
  })
  .superRefine((env, ctx) => {
    const oidc = [env.OIDC_ISSUER_URL, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      for (const key of ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when any OIDC_ variable is set',
          });
      }
    }
    if (env.STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
    }
  });

export type Config = Omit<
  z.infer<typeof envSchema>,
  'APP_URL' | 'SESSION_SECRET' | 'REGISTRY_FILES_DIR'
> & {
  APP_URL: string;
  SESSION_SECRET: string;
  REGISTRY_FILES_DIR: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseEnv(env: NodeJS.ProcessEnv) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const shown = name in env && !/SECRET|PASSWORD|URL$/.test(name) ? ` (got "${env[name]}")` : '';
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    REGISTRY_FILES_DIR: path.resolve(
      parsed.data.REGISTRY_FILES_DIR ?? path.join(dataDir, 'registry-files'),
    ),
  };
}

/** Parses the environment; throws ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const value = parseEnv(env);
  return {
    ...value,
    APP_URL: (value.APP_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
    SESSION_SECRET: value.SESSION_SECRET ?? persistedSecret(value.DATA_DIR),
  };
}

/**
 * Where the data lives, without generating a session secret in DATA_DIR: `npm run restore`
 * needs DATA_DIR to stay empty until it fills it.
 */
export function loadStorageConfig(
  env: NodeJS.ProcessEnv = process.env,
): Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'STORAGE'> {
  const { DATA_DIR, DATABASE_URL, STORAGE } = parseEnv(env);
  return { DATA_DIR, DATABASE_URL, STORAGE };
}

/** Generated once and kept in DATA_DIR so that sessions survive a restart. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
