// What a log line may say about an error (docs/product.md#security): its type, its codes and
// where it was thrown, never its message. Messages carry data: a failed query's SQL text and
// parameters (drizzle puts both into the message, and so into the stack's first line), a
// database error's detail ('Key (email)=(...) already exists'), an SMTP server's rejection naming
// the recipient. Codes say what went wrong without saying to whom.

export interface LoggableError {
  /** The error's class or name: DrizzleQueryError, DatabaseError, AppError, TypeError... */
  type: string;
  /** A machine code: PostgreSQL's SQLSTATE (23505), Node's (ECONNREFUSED), a library's. */
  code?: string;
  /**
   * An OAuth error code from an identity provider (invalid_client, invalid_grant...), from a
   * response body or a WWW-Authenticate challenge's parameters.
   */
  oauthError?: string;
  /** An HTTP or SMTP status a remote server answered with. */
  status?: number;
  /** Schema names a database error points at; names, never values. */
  table?: string;
  column?: string;
  constraint?: string;
  /** The stack without its first line (the message): `at function (file:line:column)` only. */
  frames?: string[];
  cause?: LoggableError;
  /** The first few errors of an AggregateError, or items of a list given as the cause. */
  errors?: LoggableError[];
}

const MAX_FRAMES = 12;
const MAX_DEPTH = 4;
const CODE = /^[\w.-]{1,64}$/;
const NAME = /^[A-Za-z_$][\w$]{0,63}$/;

const field = (error: object, key: string): unknown => Reflect.get(error, key);

function word(value: unknown, pattern: RegExp): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  return typeof value === 'string' && pattern.test(value) ? value : undefined;
}

/** A PostgreSQL server error, from node-postgres or PGlite (whose bundled class names are minified). */
const isDatabaseError = (error: object) =>
  typeof field(error, 'severity') === 'string' &&
  /^[0-9A-Z]{5}$/.test(String(field(error, 'code')));

function typeOf(error: object): string {
  if (isDatabaseError(error)) return 'DatabaseError';
  // The class says most (DrizzleQueryError keeps the name 'Error', pg's DatabaseError has the
  // name 'error'); a plain Error falls back to its name (TypeError, AbortError...).
  const constructorName = (error.constructor as { name?: unknown } | undefined)?.name;
  if (
    typeof constructorName === 'string' &&
    constructorName !== 'Error' &&
    NAME.test(constructorName)
  )
    return constructorName;
  const name = field(error, 'name');
  return typeof name === 'string' && NAME.test(name) ? name : 'Error';
}

function framesOf(error: object): string[] | undefined {
  const stack = field(error, 'stack');
  if (typeof stack !== 'string') return undefined;
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => line.trim());
  return frames.length > 0 ? frames : undefined;
}

function statusOf(error: object): number | undefined {
  for (const key of ['status', 'statusCode', 'responseCode']) {
    const value = field(error, key);
    if (typeof value === 'number' && Number.isInteger(value)) return value;
  }
  return undefined;
}

/** The log-safe summary of anything thrown. */
export function loggableError(error: unknown, depth = 0): LoggableError {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const summary: LoggableError = { type: typeOf(error) };
  const code = word(field(error, 'code'), CODE);
  if (code) summary.code = code;
  const parameters = field(error, 'parameters');
  const oauthError = word(
    field(error, 'error') ??
      (typeof parameters === 'object' && parameters ? field(parameters, 'error') : undefined),
    /^[a-z_]{1,64}$/,
  );
  if (oauthError) summary.oauthError = oauthError;
  const status = statusOf(error);
  if (status !== undefined) summary.status = status;
  for (const key of ['table', 'column', 'constraint'] as const) {
    const name = word(field(error, key), CODE);
    if (name) summary[key] = name;
  }
  const frames = framesOf(error);
  if (frames) summary.frames = frames;
  if (depth < MAX_DEPTH) {
    const cause = field(error, 'cause');
    if (cause !== undefined && cause !== null) summary.cause = loggableError(cause, depth + 1);
    const errors = Array.isArray(error) ? error : field(error, 'errors');
    if (Array.isArray(errors) && errors.length > 0) {
      summary.errors = errors.slice(0, 3).map((inner) => loggableError(inner, depth + 1));
    }
  }
  return summary;
}
