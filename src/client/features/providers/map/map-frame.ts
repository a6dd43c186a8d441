import { cn } from '@client/lib/cn';

/**
 * The map's frame, in every state (loading, drawn, failed; its background is each state's): as tall as the screen less room for
 * the heading and filters (250 px on large screens, 200 px below), never under 400 px. Set by
 * CSS, so the page has its final layout before any script runs; the small viewport height, so
 * a phone's address bar sliding away does not resize the map under the family's finger.
 */
export const MAP_FRAME_CLASS = cn(
  'relative isolate overflow-hidden rounded-xl border border-border',
  'h-[max(400px,calc(100svh_-_200px))] lg:h-[max(400px,calc(100svh_-_250px))]',
);
