import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * False on a component's first render (on the server, and while the browser hydrates the
 * server's markup), true right after, in a transition: for what only exists in a browser (the
 * map) and for heavy parts that can come a moment later. The transition renders them in short
 * slices that a tap can interrupt, rather than in the same long task as what came before.
 */
export function useAfterFirstRender(): boolean {
  const [rendered, setRendered] = useState(false);
  useEffect(() => startTransition(() => setRendered(true)), []);
  return rendered;
}

/** Its children from the second render on (see `useAfterFirstRender`). */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  return useAfterFirstRender() ? children : null;
}
