import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, leaving out the false ones. A component's own classes and those its caller
 * adds must not set the same thing (two paddings, two heights): which one wins would be the
 * stylesheet's order, not the caller's. A component offers a variant instead; the tests check
 * every element they render (docs/product.md#classes).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
