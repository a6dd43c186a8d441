import { useEffect, useState } from 'react';

const DEBOUNCE_MS = 250;

/**
 * The search box's text, written to the URL (`q`) 250 ms after typing stops so that each key
 * press does not start a search. A `q` changed elsewhere (clearing the filters, going back)
 * replaces the text.
 */
export function useSearchText(q: string | undefined, commit: (q: string | undefined) => void) {
  const [text, setText] = useState(q ?? '');
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
