import { Loader2 } from 'lucide-react';
import { cn } from '@client/lib/cn';

/**
 * What a page or section says while its data is on its way: a spinner the size of the words
 * beside it, announced politely once.
 */
export function LoadingStatus({ label, className }: { label: string; className?: string }) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-muted-foreground', className)}>
      <Loader2 aria-hidden="true" className="size-[1.25em] shrink-0 animate-spin" /> {label}
    </p>
  );
}
