import { createContext, useContext, useSyncExternalStore } from 'react';
import { LARGE_SCREEN_MIN_WIDTH } from '@shared/rules/large-screen';

// The filter panel is laid out differently on each side of the breakpoint, and only one layout is
// rendered so each control exists once.
const QUERY = `(min-width: ${LARGE_SCREEN_MIN_WIDTH}px)`;

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
    : window.innerWidth >= LARGE_SCREEN_MIN_WIDTH;
}

export function useLargeScreen(): boolean {
  const rendered = useContext(RenderedForLargeScreen);
  return useSyncExternalStore(subscribe, isLarge, () => rendered);
}
