import type { TFunction } from 'i18next';
import type { SubmitResult } from '@shared/api/appointment-requests';

/**
 * The toast's words after sending the basket: the usual 'submitted successfully' when every
 * clinic was e-mailed; otherwise what was sent and whom the family has to call, never more than
 * happened. `detail` is the screen's own 'all sent' sentence (the page and the sheet word it
 * slightly differently).
 */
export function submitDescription(
  t: TFunction<'basket'>,
  result: Pick<SubmitResult, 'sent' | 'toCall'>,
  detail: string,
): string {
  if (result.toCall === 0) return detail;
  const sentences = [t('result.toCall', { count: result.toCall })];
  if (result.sent > 0) sentences.unshift(t('result.sent', { count: result.sent }));
  return sentences.join(' ');
}
