// How a request to a provider travels, computed in the query that reads the provider, so the
// list, the map and the basket say the same and the clinic's address itself never leaves the
// server in a family's answer.
import { sql } from 'drizzle-orm';
import type { RequestBy } from '@shared/rules/request-route';
import { providers } from '../../db/schema';

export const requestBySql = sql<RequestBy>`CASE
  WHEN ${providers.email} IS NOT NULL THEN 'email'
  WHEN nullif(btrim(${providers.phone}), '') IS NOT NULL THEN 'phone'
  ELSE 'none' END`;
