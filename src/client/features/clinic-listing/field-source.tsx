import { useTranslation } from 'react-i18next';
import type { FieldState } from '@shared/api/clinic-listing';
import { formatDay } from '@shared/rules/intl-formats';
import { useLocale } from '@client/i18n/use-locale';

/** Where a field comes from: 'Said by the clinic on 2 December 2026', 'From the NPI registry'... */
export function useSourceText(): (state: FieldState) => string {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  return (state) => {
    switch (state.source) {
      case 'clinic':
        return t('source.clinic', { date: formatDay(state.saidAt!, locale) });
      case 'registry':
        return t('source.registry');
      case 'directory':
        return t('source.directory');
      case 'admin':
        return t('source.admin');
      case 'sample':
        return t('source.sample');
      case 'unknown':
        return t('source.unknown');
    }
  };
}

/** One field as families see it, with its source under it. */
export function FieldRow({
  label,
  value,
  state,
}: {
  label: string;
  value: string;
  state: FieldState;
}) {
  const sourceText = useSourceText();
  return (
    <dl className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-3">
      <dt className="font-medium">{label}</dt>
      <dd className="min-w-0">
        <span className="break-words">{value}</span>
        <span className="block text-xs text-muted-foreground">{sourceText(state)}</span>
      </dd>
    </dl>
  );
}
