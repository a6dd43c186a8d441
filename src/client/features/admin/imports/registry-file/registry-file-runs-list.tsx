import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RegistryFileRun } from '@shared/api/registry-file';
import { useLocale } from '@client/i18n/use-locale';
import { kindName, runSummary, statusName } from './registry-file-words';
import { formatDayAndTime } from '@shared/rules/intl-formats';

const dateTime = formatDayAndTime;

/** 'The last runs': each file, its kind, when, how it ended, its counts, and why it failed. */
export function RegistryFileRunsList({
  runs,
  titleId,
}: {
  runs: RegistryFileRun[];
  titleId: string;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <div className="grid gap-3">
      <h3 id={titleId} className="font-semibold">
        {t('registryFile.runs.title')}
      </h3>
      {runs.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          {t('registryFile.runs.empty')}
        </p>
      ) : (
        <ul aria-labelledby={titleId} className="grid gap-3">
          {runs.map((run) => (
            <li key={run.id} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="break-all font-medium">{run.fileName}</span>
                <span className="text-muted-foreground">{kindName(t, run.kind)}</span>
              </p>
              <p>
                <span className="font-medium">{statusName(t, run.status)}</span>
                {' · '}
                {run.finishedAt
                  ? t('registryFile.runs.finished', { when: dateTime(run.finishedAt, locale) })
                  : t('registryFile.runs.when', { when: dateTime(run.createdAt, locale) })}
              </p>
              <p className="text-muted-foreground">{runSummary(t, run, locale)}</p>
              {run.status === 'failed' && (
                <p className="flex items-start gap-2 text-destructive">
                  <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>
                    <span className="font-semibold">{t('registryFile.runs.error')}</span>{' '}
                    {run.error ?? t('registryFile.outcome.noReason')}
                  </span>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
