import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { accountSessionSchema, type AccountSession } from '@shared/api/auth';
import { getJson } from '@client/lib/api-client';

/** `GET /api/account/sessions`: the account's signed-in browsers. */
export async function getSessions(): Promise<AccountSession[]> {
  return z.array(accountSessionSchema).parse(await getJson('/api/account/sessions'));
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/account/sessions'], queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
