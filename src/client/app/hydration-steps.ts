import type { Language } from '@shared/i18n/languages';
import { LOCALES } from '@shared/i18n/languages';
import { numberFormat } from '@shared/rules/intl-formats';

// The steps before hydrating a page the server drew, shared by both of the browser's starts.

/** A moment for the browser between two pieces of work: a tap in between is answered. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first number formatter loads the locale's number data (the provider search's distances and
 * counts), tens of milliseconds on a phone: made in a task of its own, not inside hydration.
 */
export async function loadNumberFormat(language: Language): Promise<void> {
  await nextTask();
  numberFormat(LOCALES[language]);
  await nextTask();
}
