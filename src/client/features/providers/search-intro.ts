import type { TFunction } from 'i18next';
import type { OptionWords } from './use-option-words';

/**
 * The line under the search's heading names what was searched: 'Providers of Applied Behavior
 * Analysis (ABA) or Speech-Language Therapy who accept your insurance', with the list's own 'and'
 * or 'or' (all of the services, or any of them); without services, what the page is for.
 */
export function searchIntro(
  services: readonly string[] | undefined,
  anyService: boolean | undefined,
  words: OptionWords,
  t: TFunction<'search'>,
  locale: string,
): string {
  if (!services?.length) return t('page.intro');
  const list = new Intl.ListFormat(locale, {
    type: anyService ? 'disjunction' : 'conjunction',
  }).format(services.map(words.service));
  return t('page.introServices', { services: list });
}
