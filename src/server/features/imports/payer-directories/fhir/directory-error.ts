import type { ErrorMessage } from '@shared/api/error-messages';
import { wordsIn } from '@server/lib/errors';

/**
 * Why a directory could not be read. `expired`: a kept `next` link the server no longer knows
 * (its search was forgotten); the stage starts again from its first page. `refused`: not worth
 * trying again (the run fails at once); `unavailable`: may be tried again later.
 */
export class DirectoryError extends Error {
  override name = 'DirectoryError';
  constructor(
    /** What happened, worded for each admin in their language; the message is its English. */
    readonly words: ErrorMessage,
    readonly kind: 'unavailable' | 'refused' | 'expired',
  ) {
    super(wordsIn('en', words));
  }
}

/** A failure that trying again would only repeat. */
export const refusedBecause = (words: ErrorMessage) => new DirectoryError(words, 'refused');
