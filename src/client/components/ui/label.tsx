import * as LabelPrimitive from '@radix-ui/react-label';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

const labelVariants = cva('text-sm peer-disabled:cursor-not-allowed peer-disabled:opacity-70', {
  variants: {
    /** A field's name (`medium`), or one choice or part of a field among several (`normal`). */
    weight: { medium: 'font-medium', normal: 'font-normal' },
    /** Words that may take more than one line get room between them. */
    wrap: { false: 'leading-none', true: 'leading-snug' },
  },
  defaultVariants: { weight: 'medium', wrap: false },
});

export function Label({
  className,
  weight,
  wrap,
  ...props
}: ComponentProps<typeof LabelPrimitive.Root> & VariantProps<typeof labelVariants>) {
  return (
    <LabelPrimitive.Root className={cn(labelVariants({ weight, wrap }), className)} {...props} />
  );
}
