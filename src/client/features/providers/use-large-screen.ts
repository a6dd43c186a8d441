import { createContext, useContext, useSyncExternalStore } from 'react';

// 1024 px is the large-screen breakpoint (Tailwind's `lg`). The filter panel is laid out
// differently on each side of it, and only one layout is rendered so each control exists once.
const QUERY = '(min-width: 1024px)';

/**
 * Whether the server rendered the first view for a large screen (it guesses from the request).
 * Hydration renders with the same answer, so the markup matches; the real screen follows at once.
 */
export const RenderedForLargeScreen = createContext(true);

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function isLarge(): boolean {
  // jsdom has no matchMedia; its window width answers instead.
  return typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY).matches
    : window.innerWidth >= 1024;
}

export function useLargeScreen(): boolean {
  const rendered = useContext(RenderedForLargeScreen);
  return useSyncExternalStore(subscribe, isLarge, () => rendered);
}
