import { AlertCircle, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

const countFormat = new Intl.NumberFormat('en-US');

/** What the live region says after the map loads. */
export function providersOnMapText(total: number): string {
  return `${countFormat.format(total)} ${total === 1 ? 'provider' : 'providers'} on the map`;
}

/**
 * Over the map: a live region with the count after each load, a quiet loading hint (only when a
 * load takes a moment), and an error with a retry. The markers underneath stay as they were.
 */
export function MapStatus(props: {
  /** The total of a fresh answer; null while loading. */
  total: number | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const { total, loading, failed, onRetry } = props;
  // The last count stays in the region while the next loads, so an unchanged count is not
  // announced again on every pan.
  const [announced, setAnnounced] = useState<number | null>(null);
  if (total !== null && total !== announced) setAnnounced(total);

  return (
    <>
      <div role="status" className="sr-only">
        {announced === null ? '' : providersOnMapText(announced)}
      </div>
      <div
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute top-3 left-1/2 z-[1100] flex -translate-x-1/2 items-center gap-2 rounded-full border border-border bg-background px-3 py-1 text-sm shadow-md transition-opacity',
          loading && !failed ? 'opacity-100 delay-300' : 'opacity-0',
        )}
      >
        <Loader2 className="size-4 animate-spin text-primary" />
        Loading providers...
      </div>
      {failed && (
        <div
          role="alert"
          className="absolute inset-x-3 bottom-8 z-[1100] mx-auto flex max-w-sm items-center gap-3 rounded-lg border border-border bg-background p-3 text-sm shadow-lg"
        >
          <AlertCircle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
          <p className="flex-1">We couldn&apos;t load the map. Please try again.</p>
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
    </>
  );
}
