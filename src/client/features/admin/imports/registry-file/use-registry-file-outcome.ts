import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/lib/toast';
import { isActiveRegistryFile, type RegistryFileRun } from '@shared/api/registry-file';
import { useLocale } from '@client/i18n/use-locale';
import { auditLogQueryOptions } from '../../audit/api/get-audit-log';
import { providerStatsQueryOptions } from '../../provider-stats/api/get-provider-stats';
import { runSummary } from './registry-file-words';

/**
 * When a run this page watched while it worked comes to an end: a toast, and fresh statistics,
 * activity and provider searches (the run added, changed and deactivated providers).
 */
export function useRegistryFileOutcome(runs: readonly RegistryFileRun[] | undefined) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const queryClient = useQueryClient();
  /** The ids of the runs seen active. */
  const watching = useRef(new Set<string>());

  useEffect(() => {
    if (!runs) return;
    let ended = false;
    for (const run of runs) {
      if (isActiveRegistryFile(run)) {
        watching.current.add(run.id);
        continue;
      }
      if (!watching.current.delete(run.id)) continue;
      // A pause is the admin's own doing, shown where they pressed it; it changed what was read.
      ended = true;
      if (run.status === 'failed') {
        toast.error(t('registryFile.outcome.failed'), {
          description: run.error ?? t('registryFile.outcome.noReason'),
        });
      } else if (run.status === 'succeeded') {
        toast.success(t('registryFile.outcome.succeeded'), {
          description: runSummary(t, run, locale),
        });
      }
    }
    if (!ended) return;
    void queryClient.invalidateQueries({ queryKey: providerStatsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: auditLogQueryOptions().queryKey });
    void queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith('/api/providers'),
    });
  }, [runs, queryClient, t, locale]);
}
