import { useTranslation } from 'react-i18next';
import type { FactCounts, KnownFacts } from '@shared/api/providers';
import { cn } from '@client/lib/cn';
import { useOptionWords } from '../use-option-words';

/**
 * 'N provider(s) found', announced politely when filtering changes it; below it, while the
 * telehealth or language filter is on, how many of them are confirmed and how many have not
 * reported ('Telehealth: 3 confirmed, 19 not reported'), announced too
 * (docs/product.md#filters).
 */
export function FoundCount({
  total,
  known,
  className,
}: {
  total: number | undefined;
  known?: KnownFacts | undefined;
  className?: string;
}) {
  const { t } = useTranslation('search');
  const words = useOptionWords();
  const counts = (fact: FactCounts) => ({
    confirmed: t('summary.confirmed', { count: fact.confirmed }),
    notReported: t('summary.notReported', { count: fact.notReported }),
  });
  const lines: { key: string; text: string }[] = [];
  if (total !== undefined && known?.telehealth) {
    lines.push({ key: 'telehealth', text: t('summary.knownTelehealth', counts(known.telehealth)) });
  }
  if (total !== undefined && known?.language) {
    const language = words.language(known.language.language);
    const text = t('summary.knownLanguage', { language, ...counts(known.language) });
    lines.push({ key: 'language', text });
  }
  return (
    // With those lines, a line of its own in the phone's filter bar (a flex row), so neither
    // the count nor the lines are squeezed beside its buttons.
    <div
      role="status"
      className={cn('grid gap-0.5 text-sm', className, lines.length > 0 && 'basis-full')}
    >
      <p className="font-medium">
        {total === undefined ? t('summary.searching') : t('summary.found', { count: total })}
      </p>
      {lines.map((line) => (
        <p key={line.key} className="text-muted-foreground">
          {line.text}
        </p>
      ))}
    </div>
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
