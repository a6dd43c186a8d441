import { useTranslation } from 'react-i18next';
import { cn } from '@client/lib/cn';

/** 'N provider(s) found', announced politely when filtering changes it. */
export function FoundCount({
  total,
  className,
}: {
  total: number | undefined;
  className?: string;
}) {
  const { t } = useTranslation('search');
  return (
    <p role="status" className={cn('text-sm font-medium', className)}>
      {total === undefined ? t('summary.searching') : t('summary.found', { count: total })}
    </p>
  );
}

/** The legend of the map's marker colours. */
export function Legend() {
  const { t } = useTranslation('search');
  return (
    <ul aria-label={t('summary.legend')} className="grid gap-2 text-sm">
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-3 rounded-full bg-primary ring-2 ring-primary-soft"
        />
        {t('summary.matches')}
      </li>
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-3 rounded-full bg-slate-500 ring-2 ring-slate-200"
        />
        {t('summary.others')}
      </li>
    </ul>
  );
}
