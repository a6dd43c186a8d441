import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { createContext, useContext, type ComponentProps } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '@client/lib/cn';
import { fieldVariants } from './input';
import { useAfterFirstRender } from '@client/lib/use-after-first-render';

// Radix Select: the trigger is a `button` with role combobox. Give it an `id` for `Label htmlFor`
// and `aria-labelledby` the label's id so its name is the label, not the chosen value.

// Closed, Radix still renders every item (into a detached fragment, for typing to choose and the
// native options), in a second render forced straight after the first. For a long list (the
// states) that is tens of milliseconds added to the task that draws the page; so the items come
// in a transition after the select's first render, in slices a tap can interrupt.
const ItemsShown = createContext(true);

export function Select(props: ComponentProps<typeof SelectPrimitive.Root>) {
  return (
    <ItemsShown.Provider value={useAfterFirstRender()}>
      <SelectPrimitive.Root {...props} />
    </ItemsShown.Provider>
  );
}
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({
  className,
  children,
  width,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger> &
  Pick<VariantProps<typeof fieldVariants>, 'width'>) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        'flex h-11 items-center justify-between gap-2 rounded-md border border-border bg-background px-3 py-2 text-left disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground [&>span]:truncate',
        fieldVariants({ width }),
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) overflow-hidden rounded-md border border-border bg-background text-foreground shadow-md',
          position === 'popper'
            ? 'w-full min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1'
            : 'min-w-32',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">
          {useContext(ItemsShown) ? children : null}
        </SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex w-full cursor-default items-center rounded-sm py-2 pr-2 pl-8 text-base outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted sm:text-sm',
        className,
      )}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4" aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export const SelectGroup = SelectPrimitive.Group;

export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      className={cn('px-2 pt-2 pb-1 text-xs font-semibold text-muted-foreground', className)}
      {...props}
    />
  );
}
