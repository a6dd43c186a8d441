import { describe, expect, it, vi } from 'vitest';
import { readErrorBody } from '@shared/api/errors';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

/** An API answer as the client reads it. */
const answer = (status: number, body: string) => new ApiError(status, body, readErrorBody(body));
const SIGNED_OUT = answer(401, '{"code":"unauthorized","message":"Unauthorized"}');
const WRONG_PASSWORD = answer(
  401,
  '{"code":"invalid_credentials","message":"Invalid email or password"}',
);

describe('createQueryClient', () => {
  it('never goes stale, never refetches on focus, never polls or retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('answers an ended session once, whether queries or mutations found it', async () => {
    const onSignedOut = vi.fn();
    const client = createQueryClient(onSignedOut);
    const fail = (error: Error) => () => Promise.reject(error);
    await Promise.allSettled([
      client.fetchQuery({ queryKey: ['a'], queryFn: fail(SIGNED_OUT) }),
      client.fetchQuery({ queryKey: ['b'], queryFn: fail(SIGNED_OUT) }),
      client
        .getMutationCache()
        .build(client, { mutationFn: fail(SIGNED_OUT) })
        .execute(undefined),
    ]);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures, a refused password included, to the screen', async () => {
    const onSignedOut = vi.fn();
    const client = createQueryClient(onSignedOut);
    await Promise.allSettled([
      client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(WRONG_PASSWORD) }),
      client.fetchQuery({
        queryKey: ['b'],
        queryFn: () => Promise.reject(new ApiError(500, 'Internal Server Error')),
      }),
    ]);
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});
