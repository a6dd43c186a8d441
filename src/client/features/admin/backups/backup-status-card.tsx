import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BACKUP_WARNING_DAYS, backupOverdue } from '@shared/rules/backup-age';
import { formatDayAndTime, numberFormat } from '@shared/rules/intl-formats';
import { Card, CardContent } from '@client/components/ui/card';
import { useLocale } from '@client/i18n/use-locale';
import { useLatestBackup } from './api/get-latest-backup';

/** Bytes in the largest unit that keeps the number at 1 or more: '512 kB', '48.3 MB', '1.2 GB'. */
function sizeText(bytes: number, locale: string): string {
  const [unit, divisor] =
    bytes >= 1e9 ? ['gigabyte', 1e9] : bytes >= 1e6 ? ['megabyte', 1e6] : ['kilobyte', 1e3];
  const format = numberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 });
  return format.format(bytes / divisor);
}

/** The last backup (when, how big) and a warning after a week without one (docs/operations.md). */
export function BackupStatusCard() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const latest = useLatestBackup();
  if (!latest.data) {
    return latest.isError ? (
      <Card>
        <CardContent padding="tight">
          <p role="alert">{t('backup.loadError')}</p>
        </CardContent>
      </Card>
    ) : null;
  }
  const { backup } = latest.data;
  const overdue = backupOverdue(backup?.createdAt ?? null);
  return (
    <Card role="region" aria-labelledby="backup-title">
      <CardContent padding="tight" className="grid gap-3">
        <h2 id="backup-title" className="text-lg font-semibold">
          {t('backup.title')}
        </h2>
        <p data-testid="last-backup">
          {backup
            ? t('backup.last', {
                when: formatDayAndTime(backup.createdAt, locale),
                size: sizeText(backup.sizeBytes, locale),
              })
            : t('backup.none')}
        </p>
        {backup && !backup.databaseIncluded && (
          <p className="text-sm text-muted-foreground">{t('backup.pgDump')}</p>
        )}
        {overdue && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('backup.overdue', { count: BACKUP_WARNING_DAYS })}
          </p>
        )}
        <p className="text-sm text-muted-foreground">{t('backup.how')}</p>
      </CardContent>
    </Card>
  );
}
