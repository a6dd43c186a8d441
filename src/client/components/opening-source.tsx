import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Opening, OpeningSource as Source } from '@shared/api/appointment-requests';
import { WAIT_SOURCES, type WaitSource } from '@shared/rules/wait-estimate';
import { WaitSourceInfo } from '@client/components/wait-source-info';
import { nextOpeningSourceText } from '@shared/rules/next-opening-words';

/** 'reported', 'observed' and 'listed' openings come from a provider's wait, which is explained. */
const isWaitSource = (source: string): source is WaitSource =>
  (WAIT_SOURCES as readonly string[]).includes(source);

/**
 * The words for an opening the clinic gave in its answer ('offered by the clinic'), or published
 * for anyone ('published by the clinic').
 */
function answerSourceLabel(source: Exclude<Source, WaitSource>, t: TFunction<'search'>): string {
  if (source === 'clinic' || source === 'scheduling' || source === 'reply') {
    return nextOpeningSourceText(source, t);
  }
  return source === 'offered' ? t('top.source.offered') : t('top.source.waitlist');
}

/**
 * Where an opening comes from, the same on every screen that shows it: a provider's wait with the
 * button explaining it, or the clinic's own answer to the family's request.
 */
export function OpeningSource({
  opening,
  families = null,
  className,
  parenthesised,
}: {
  opening: Opening;
  /** How many families a reported or observed wait rests on. */
  families?: number | null;
  className?: string;
  parenthesised?: boolean;
}) {
  const { t } = useTranslation('search');
  if (isWaitSource(opening.source)) {
    return (
      <WaitSourceInfo
        source={opening.source}
        families={families}
        className={className}
        parenthesised={parenthesised}
      />
    );
  }
  const label = answerSourceLabel(opening.source, t);
  return <span className={className}>{parenthesised ? `(${label})` : label}</span>;
}
