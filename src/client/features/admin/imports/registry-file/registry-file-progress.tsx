import { Loader2, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  isActiveRegistryFile,
  REGISTRY_FILE_OUTCOMES,
  type RegistryFileRun,
} from '@shared/api/registry-file';
import { Button } from '@client/components/ui/button';
import { useLocale } from '@client/i18n/use-locale';
import { usePauseOrResume } from './api/registry-files';
import { outcomeName, percentOf, statusName } from './registry-file-words';

const megabytes = (bytes: number, locale: string) =>
  (bytes / 1_000_000).toLocaleString(locale, { maximumFractionDigits: 1 });

/**
 * The run in progress (or paused): its status and percent as a live region, announced in steps
 * of ten so that a screen reader is not read every poll; the bar, the rows so far and the live
 * counts beside it; 'Pause' or 'Resume'.
 */
export function RegistryFileProgress({ run }: { run: RegistryFileRun }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const change = usePauseOrResume();
  const active = isActiveRegistryFile(run);
  const percent = percentOf(run);
  const status = statusName(t, run.status);
  const n = (value: number) => value.toLocaleString(locale);
  return (
    <div className="grid gap-3 rounded-lg border border-border bg-muted p-4 text-sm">
      <p className="break-all font-medium">{run.fileName}</p>
      <p role="status" className="flex items-center gap-2 font-medium">
        {active && (
          <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin text-primary" />
        )}
        {percent === null || run.status === 'queued'
          ? status
          : t('registryFile.progress.percent', {
              status,
              percent: Math.floor(percent / 10) * 10,
            })}
      </p>
      <progress
        className="h-2 w-full accent-primary"
        aria-label={t('registryFile.progress.label', { name: run.fileName })}
        max={100}
        value={percent ?? undefined}
      />
      <p className="text-muted-foreground">
        {percent !== null && `${percent}% · `}
        {run.bytesTotal
          ? t('registryFile.progress.bytes', {
              done: megabytes(run.bytesDone, locale),
              total: megabytes(run.bytesTotal, locale),
            })
          : t('registryFile.progress.bytesOnly', { done: megabytes(run.bytesDone, locale) })}
        {run.status !== 'downloading' &&
          ` · ${t('registryFile.progress.rows', { count: run.rowsCommitted, n: n(run.rowsCommitted) })}`}
      </p>
      <RegistryFileCounts run={run} />
      <div>
        <Button
          variant="outline"
          size="touch"
          className="w-full sm:h-10 sm:w-fit"
          disabled={change.isPending}
          onClick={() => change.mutate({ run, action: active ? 'pause' : 'resume' })}
        >
          {active ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {active ? t('registryFile.pause') : t('registryFile.resume')}
        </Button>
      </div>
    </div>
  );
}

/** Every outcome with its count, in the order the contract lists them. */
export function RegistryFileCounts({ run }: { run: RegistryFileRun }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <div>
      <h4 className="sr-only">{t('registryFile.counts.title')}</h4>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
        {REGISTRY_FILE_OUTCOMES.map((outcome) => (
          <div key={outcome} className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{outcomeName(t, outcome)}</dt>
            <dd className="font-medium tabular-nums">
              {run.counts[outcome].toLocaleString(locale)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
