import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

const buttonVariants = cva(
  'inline-flex items-center font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        outline: 'border border-border bg-background hover:bg-muted',
        ghost: 'hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-sky-200',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-red-800',
        link: 'text-primary underline-offset-4 hover:underline',
        /** An outlined button on a band of the primary colour. */
        'on-primary': 'border border-white bg-background text-primary-hover hover:bg-muted',
      },
      /**
       * Its height, padding and text. `touch` is 44 px tall, a finger's target on a phone;
       * `inline` sits in a line of text with no box of its own; `custom` leaves all of it to the
       * caller's classes.
       */
      size: {
        sm: 'gap-2 px-3 text-sm',
        default: 'gap-2 px-4 py-2 text-sm',
        touch: 'gap-2 px-4 py-2 text-sm',
        lg: 'gap-2 px-6 text-base',
        icon: 'gap-2',
        'icon-touch': 'gap-2',
        inline: 'gap-2',
        custom: '',
      },
      /** A label that may take a second line on a narrow screen: the height is a minimum then. */
      wrap: { false: 'whitespace-nowrap', true: 'whitespace-normal' },
      round: { false: 'rounded-md', true: 'rounded-full' },
      /** Where the label sits: `start` for a long one that reads as a line of text. */
      align: { center: 'justify-center', start: 'justify-start text-left' },
    },
    compoundVariants: [
      { size: 'sm', wrap: false, className: 'h-9' },
      { size: 'sm', wrap: true, className: 'min-h-9 py-1.5' },
      { size: 'default', wrap: false, className: 'h-10' },
      { size: 'default', wrap: true, className: 'min-h-10' },
      { size: 'touch', wrap: false, className: 'h-11' },
      { size: 'touch', wrap: true, className: 'min-h-11' },
      { size: 'lg', wrap: false, className: 'h-12' },
      { size: 'lg', wrap: true, className: 'min-h-12 py-2' },
      { size: 'icon', className: 'size-10' },
      { size: 'icon-touch', className: 'size-11' },
    ],
    defaultVariants: {
      variant: 'default',
      size: 'default',
      wrap: false,
      round: false,
      align: 'center',
    },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link) with button styling instead of a <button>. */
    asChild?: boolean;
  };

/**
 * A button, or a link dressed as one (`asChild`). The caller's classes place it (margins, width,
 * alignment) and never set what a variant sets: a size or look it needs is a variant here.
 */
export function Button({
  className,
  variant,
  size,
  wrap,
  round,
  align,
  asChild = false,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size, wrap, round, align }), className)}
      {...props}
    />
  );
}
