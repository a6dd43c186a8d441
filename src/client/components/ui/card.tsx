import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-xl border border-border bg-background shadow-sm', className)}
      {...props}
    />
  );
}

const cardContentVariants = cva('', {
  variants: {
    /**
     * 24 px; `tight` gives a phone 20 px, where a column of cards needs the width; `small` is
     * 16 px; `none` leaves it to the caller's classes.
     */
    padding: { default: 'p-6', tight: 'p-5 sm:p-6', small: 'p-4', none: '' },
  },
  defaultVariants: { padding: 'default' },
});

export function CardContent({
  className,
  padding,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof cardContentVariants>) {
  return <div className={cn(cardContentVariants({ padding }), className)} {...props} />;
}
