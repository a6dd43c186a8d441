import type { CurrentUser } from './auth';
import type { FirstViewData } from './first-view';
import type { Language } from '@shared/i18n/languages';

/**
 * What our server tells framework mode's route modules of a page request, read once per request
 * before React Router runs: the loaders find it in their context, the server's render its
 * language and nonce.
 */
export interface PageRequest {
  user: CurrentUser | null;
  /** Signed in: whether the profile gives all the search needs (where the first run leads). */
  readyToSearch?: boolean;
  /**
   * Signed in, on a request for a page (not a navigation's data): the answers its first view
   * opens on, which the root's loader (the layout's) and the page's loader hand to the browser.
   */
  firstView?: FirstViewData;
  /**
   * Where the page was drawn when that is not the address asked for: the provider search opened
   * with no search of its own is drawn on the family's (the browser takes the address over).
   */
  drawnAt?: string;
  /**
   * Signed in, on a request for a page: the scripts and styles its first view loads on demand (its
   * layout, its page, their words, the map), which the page names beside the route modules' so
   * that all are fetched at once rather than one round trip after another.
   */
  firstViewChunks?: { scripts: string[]; styles: string[] };
  /** The account's language, else the visitor's (their cookie, else their browser's). */
  language: Language;
  /** The server's guess of the screen, for pages drawn differently on a phone. */
  largeScreen: boolean;
  /** The Content-Security-Policy nonce every inline script of the page carries. */
  nonce: string;
  /** Logs a page's failure on the server by its kind and place in the code, never its message. */
  reportError: (error: unknown) => void;
}
