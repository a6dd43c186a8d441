import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { auditEntrySchema, type AuditEntry } from '@shared/api/admin';
import { getJson } from '@client/lib/api-client';

/** `GET /api/admin/audit-log`: the latest 20 entries, newest first. */
export async function getAuditLog(): Promise<AuditEntry[]> {
  return z.array(auditEntrySchema).parse(await getJson('/api/admin/audit-log'));
}

export const auditLogQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/audit-log'], queryFn: getAuditLog });

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}
