import { useSyncExternalStore } from 'react';

// The map is as tall as the window minus 250 px (200 px below the 1024 px breakpoint), leaving
// room for the heading and filters, and never under 400 px.
const LARGE_SCREEN = 1024;
const MIN_HEIGHT = 400;

export function mapHeightFor(width: number, height: number): number {
  return Math.max(MIN_HEIGHT, height - (width >= LARGE_SCREEN ? 250 : 200));
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useMapHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => mapHeightFor(window.innerWidth, window.innerHeight),
    () => MIN_HEIGHT,
  );
}
