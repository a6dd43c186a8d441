// Small display rules for provider cards and popups (docs/product.md#list).

/** First letters of the first two words of the name, uppercased ('Juniper Path Clinic' -> 'JP'). */
export function providerInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * The website with `appointment=true` or `contact=true` added ('Book Appointment' / 'Contact
 * Form'), whether or not the address already has a query string; null without a usable website.
 */
export function websiteWithFlag(
  website: string | null,
  flag: 'appointment' | 'contact',
): string | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set(flag, 'true');
    return url.toString();
  } catch {
    return null;
  }
}
