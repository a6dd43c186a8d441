import type { ReactNode } from 'react';

/**
 * Over a map with no pins: why it is empty and the steps that find more
 * (docs/product.md#widen), so a family never faces a blank map with no word. Above Leaflet's panes
 * and controls; the map stays usable around it.
 */
export function EmptyMapNote({ why, children }: { why: string; children?: ReactNode }) {
  return (
    <div className="pointer-events-none absolute inset-0 z-[1000] grid place-items-center p-3">
      <div className="pointer-events-auto grid w-full max-w-md gap-3 rounded-xl border border-border bg-background p-4 shadow-lg">
        <p role="status" className="font-medium">
          {why}
        </p>
        {children}
      </div>
    </div>
  );
}
