import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// Components read their words from the catalogs: the English ones, as a family's browser starts.
// A test renders a page on its own, not through its route: its words are loaded here first.
import { loadPageWords, wordSchemaErrorsOnScreen } from '@client/i18n/i18n';
import { classConflicts } from '../support/class-conflicts';

wordSchemaErrorsOnScreen();
await loadPageWords();

// The client tests share two cores with the server tests in CI: a toast or a refetch may take
// longer than Testing Library's 1 s default to show. What never shows still fails, only later.
configure({ asyncUtilTimeout: 4000 });

// Whatever a test rendered, no element's classes set one thing twice (`cn` does not merge).
afterEach(() => {
  // A test of the client's plumbing may run without a page at all.
  if (typeof document === 'undefined') return;
  const lists = [...document.querySelectorAll('[class]')].map((element) =>
    element.getAttribute('class')!,
  );
  cleanup();
  const conflicts = classConflicts(lists);
  if (conflicts.length > 0)
    throw new Error(`Classes that set one thing twice:\n${conflicts.join('\n')}`);
});
