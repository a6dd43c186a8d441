import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

const badgeVariants = cva('inline-flex items-center rounded-full border', {
  variants: {
    variant: {
      default: 'border-transparent bg-primary text-primary-foreground',
      secondary: 'border-transparent bg-secondary text-secondary-foreground',
      destructive: 'border-transparent bg-destructive text-destructive-foreground',
      outline: 'border-border text-foreground',
      /** Something is asked for and not settled yet (a time waiting for the clinic). */
      waiting: 'border-amber-300 bg-amber-50 text-amber-950',
      /** A word to notice, not to act on (sample data). */
      note: 'border-dashed border-border text-muted-foreground',
    },
    /** `count` is a number's round bubble; `tight` sits inside a button's label. */
    size: {
      default: 'px-2.5 py-0.5 text-xs',
      count: 'h-5 min-w-5 justify-center px-1 text-xs',
      tight: 'px-1.5 text-xs',
      lg: 'px-3 py-1 text-sm',
    },
    weight: { semibold: 'font-semibold', normal: 'font-normal' },
  },
  defaultVariants: { variant: 'default', size: 'default', weight: 'semibold' },
});

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, size, weight, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant, size, weight }), className)} {...props} />;
}
