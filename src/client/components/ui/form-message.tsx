import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

/**
 * A field's error text. It has an `id` and no role: the invalid control points at it with
 * `aria-describedby` (and sets `aria-invalid`), so the message is read when the control is focused
 * instead of being announced on its own. Renders nothing without a message.
 */
export function FormMessage({
  id,
  className,
  children,
  ...props
}: ComponentProps<'p'> & { id: string }) {
  if (!children) return null;
  return (
    <p id={id} className={cn('text-sm font-medium text-destructive', className)} {...props}>
      {children}
    </p>
  );
}
