import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

/** What an input and a select's button share: how wide, and how big their text is. */
export const fieldVariants = cva('', {
  variants: {
    /** The field's whole column, or a width the caller's classes set (`set`). */
    width: { full: 'w-full', set: '' },
    /** 16 px on a phone (smaller text makes iOS zoom in on focus), 14 px beside a mouse. */
    text: { default: 'text-base sm:text-sm', large: 'text-lg' },
  },
  defaultVariants: { width: 'full', text: 'default' },
});

export function Input({
  className,
  type = 'text',
  width,
  text,
  ...props
}: Omit<ComponentProps<'input'>, 'width'> & VariantProps<typeof fieldVariants>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-11 rounded-md border border-border bg-background px-3 py-2 placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        fieldVariants({ width, text }),
        className,
      )}
      {...props}
    />
  );
}
