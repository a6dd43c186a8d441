import { HeartHandshake } from 'lucide-react';

// The product's name is a brand: the same in every language.
const PRODUCT_NAME = 'Autism Care Finder';

/** The product's name and mark, used in every header. */
export function BrandLogo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold text-foreground">
      <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <HeartHandshake aria-hidden="true" className="size-5" />
      </span>
      {PRODUCT_NAME}
    </span>
  );
}
