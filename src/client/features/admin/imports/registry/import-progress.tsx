import { AlertTriangle, Loader2 } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { isActiveImport, type ImportRun } from '@shared/api/admin';
import { useLocale } from '@client/i18n/use-locale';
import { importStatusName } from '../../audit/audit-summary';
import { formatDayAndTime } from '@shared/rules/intl-formats';

/**
 * The progress indicator while an import runs, and afterwards what the last import did, naming
 * every state that failed and why.
 */
export function ImportProgress({ run }: { run: ImportRun | null | undefined }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  if (!run) return null;
  const done = run.statesDone.length;
  const total = run.states.length;
  const providers = t('progress.providers', {
    count: run.imported,
    n: run.imported.toLocaleString(locale),
  });
  if (isActiveImport(run)) {
    return (
      <div role="status" className="grid gap-2 rounded-lg border border-border bg-muted p-4">
        <p className="flex items-center gap-2 font-medium">
          <Loader2 aria-hidden="true" className="size-5 shrink-0 animate-spin text-primary" />
          {t('progress.running', { done, count: total, providers })}
        </p>
        <progress
          className="h-2 w-full accent-primary"
          aria-label={t('progress.label')}
          max={total}
          value={done}
        />
      </div>
    );
  }
  const values = {
    states: run.states.join(', '),
    providers,
    outcome:
      run.status === 'succeeded' ? t('progress.everyState') : importStatusName(t, run.status),
    when: run.finishedAt ? formatDayAndTime(run.finishedAt, locale) : '',
  };
  const components = { bold: <span className="font-medium" /> };
  return (
    <div role="status" className="grid gap-1 rounded-lg border border-border p-4 text-sm">
      <p>
        {run.finishedAt ? (
          <Trans t={t} i18nKey="progress.lastOn" values={values} components={components} />
        ) : (
          <Trans t={t} i18nKey="progress.last" values={values} components={components} />
        )}
      </p>
      {run.deactivated > 0 && (
        <p className="text-muted-foreground">
          {t('progress.deactivated', {
            count: run.deactivated,
            n: run.deactivated.toLocaleString(locale),
          })}
        </p>
      )}
      {run.failedStates.length > 0 && (
        <ul className="grid gap-1">
          {run.failedStates.map((failure) => (
            <li key={failure.state} className="flex items-start gap-2 text-destructive">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-semibold">
                  {t('progress.stateFailed', { state: failure.state })}
                </span>{' '}
                {failure.error}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
