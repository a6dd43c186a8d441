import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@client/lib/cn';

// A centred modal dialog (Radix): focus trapped inside, Escape closes, focus returns on close.
// Every DialogContent needs a DialogTitle, its accessible name.

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

const dialogVariants = cva('', {
  variants: {
    /** `wide` for what needs room to be seen (an image being cropped). */
    width: { default: 'max-w-lg', wide: 'max-w-xl' },
    /** `tight` gives a phone 16 px rather than 24 for a form that needs the width. */
    padding: { default: 'p-6', tight: 'p-4 sm:p-6' },
  },
  defaultVariants: { width: 'default', padding: 'default' },
});

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogVariants>;

export function DialogContent({
  className,
  children,
  width,
  padding,
  ...props
}: DialogContentProps) {
  const { t } = useTranslation('common');
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-background shadow-xl',
          dialogVariants({ width, padding }),
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('close')}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('pr-10 text-lg font-semibold', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
