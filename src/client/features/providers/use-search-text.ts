import { useEffect, useState } from 'react';

const DEBOUNCE_MS = 250;

/**
 * What was typed into the server's search box before the scripts took the page over: the box
 * holds it until React's first render replaces the page, which would otherwise wipe it.
 */
function textTypedEarly(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLInputElement>('input[data-search-box]')?.value ?? null;
}

/**
 * The search box's text, written to the URL (`q`) 250 ms after typing stops so that each key
 * press does not start a search. A `q` changed elsewhere (clearing the filters, going back)
 * replaces the text. Text typed before the page was the app's is kept and searched for.
 */
export function useSearchText(q: string | undefined, commit: (q: string | undefined) => void) {
  const [text, setText] = useState(() => textTypedEarly() || (q ?? ''));
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (text.trim() !== (q ?? '')) setText(q ?? '');
  }

  useEffect(() => {
    const next = text.trim();
    if (next === (q ?? '')) return;
    const timer = setTimeout(() => commit(next || undefined), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, commit]);

  return [text, setText] as const;
}
