import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/lib/toast';
import { isActiveImport, type ImportRun } from '@shared/api/admin';
import { auditLogQueryOptions } from '../../audit/api/get-audit-log';
import { providerStatsQueryOptions } from '../../provider-stats/api/get-provider-stats';
import { importOutcome } from './import-outcome';

/**
 * When a run this page watched while it worked comes to an end: the import toast, and fresh
 * statistics, activity and provider lists (cached provider searches would otherwise be stale).
 */
export function useImportOutcome(run: ImportRun | null | undefined) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const watching = useRef<string | null>(null);

  useEffect(() => {
    if (!run) return;
    if (isActiveImport(run)) {
      watching.current = run.id;
      return;
    }
    if (watching.current !== run.id) return;
    watching.current = null;
    const outcome = importOutcome(t, run);
    if (outcome.kind === 'success')
      toast.success(outcome.title, { description: outcome.description });
    else toast.error(outcome.title, { description: outcome.description });
    void queryClient.invalidateQueries({ queryKey: providerStatsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: auditLogQueryOptions().queryKey });
    void queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith('/api/providers'),
    });
  }, [run, queryClient, t]);
}
