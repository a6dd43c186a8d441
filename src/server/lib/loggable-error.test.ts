import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

describe('loggableError', () => {
  it('keeps the type, codes and stack frames, and drops every message', () => {
    const cause = Object.assign(new Error('Key (email)=(ana@example.org) already exists.'), {
      severity: 'ERROR',
      code: '23505',
      detail: 'Key (email)=(ana@example.org) already exists.',
      constraint: 'users_email_unique',
      table: 'users',
    });
    class DrizzleQueryError extends Error {}
    const error = new DrizzleQueryError(
      'Failed query: insert into "users" ("email") values ($1)\nparams: ana@example.org',
      { cause },
    );

    const logged = loggableError(error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      cause: {
        type: 'DatabaseError',
        code: '23505',
        constraint: 'users_email_unique',
        table: 'users',
      },
    });
    expect(logged.frames?.[0]).toMatch(/^at /);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('ana@example.org');
    expect(text).not.toContain('insert into');
  });

  it('reads OAuth error codes and HTTP or SMTP statuses, and follows lists of causes', () => {
    const challenge = { scheme: 'basic', parameters: { error: 'invalid_client', realm: 'x' } };
    const rejected = Object.assign(new Error('server said no'), {
      status: 401,
      cause: [challenge],
    });
    expect(loggableError(rejected)).toMatchObject({
      status: 401,
      cause: { type: 'Array', errors: [{ oauthError: 'invalid_client' }] },
    });
    const smtp = Object.assign(new Error('<bo@example.org>: rejected'), { responseCode: 550 });
    expect(loggableError(smtp)).toMatchObject({ type: 'Error', status: 550 });
  });

  it('says only the kind of a thrown value that is not an object', () => {
    expect(loggableError('ana@example.org')).toEqual({ type: 'string' });
    expect(loggableError(undefined)).toEqual({ type: 'undefined' });
  });

  it('ignores codes that are not plain words', () => {
    const error = Object.assign(new Error('x'), {
      code: 'call ana@example.org back',
      error: 'A B',
    });
    expect(loggableError(error)).not.toHaveProperty('code');
    expect(loggableError(error)).not.toHaveProperty('oauthError');
  });
});
