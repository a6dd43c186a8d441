import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/lib/toast';
import { isActiveImport } from '@shared/api/admin';
import type { PayerDirectory } from '@shared/api/payer-directories';
import { useLocale } from '@client/i18n/use-locale';
import { auditLogQueryOptions } from '../../audit/api/get-audit-log';
import { providerStatsQueryOptions } from '../../provider-stats/api/get-provider-stats';

/**
 * When an import this page watched while it worked comes to an end: a toast, and fresh
 * statistics, activity and provider searches, since the import may have created providers and
 * changed which insurances they are known to take.
 */
export function usePayerImportOutcome(directories: readonly PayerDirectory[] | undefined) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const queryClient = useQueryClient();
  /** The ids of the runs seen queued or running. */
  const watching = useRef(new Set<string>());

  useEffect(() => {
    if (!directories) return;
    let ended = false;
    for (const { name, lastRun: run } of directories) {
      if (!run) continue;
      if (isActiveImport(run)) {
        watching.current.add(run.id);
        continue;
      }
      if (!watching.current.delete(run.id)) continue;
      ended = true;
      if (run.status === 'failed') {
        toast.error(t('payers.outcome.failed', { name }), {
          description: run.error ?? t('payers.import.failedDescription'),
        });
      } else {
        const { claimsAdded, claimsEnded } = run.counts;
        toast.success(t('payers.outcome.succeeded', { name }), {
          description: t('payers.run.claims', {
            count: claimsAdded,
            n: claimsAdded.toLocaleString(locale),
            ended: claimsEnded.toLocaleString(locale),
          }),
        });
      }
    }
    if (!ended) return;
    void queryClient.invalidateQueries({ queryKey: providerStatsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: auditLogQueryOptions().queryKey });
    void queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith('/api/providers'),
    });
  }, [directories, queryClient, t, locale]);
}
