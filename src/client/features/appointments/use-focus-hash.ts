import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Once `ready`, scrolls to the element the URL's hash names (such as `#request-{id}`, where the
 * top appointment options lead) and moves the keyboard focus there, so a screen reader starts at
 * the card the family chose. Runs again when the hash changes.
 */
export function useFocusHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}
