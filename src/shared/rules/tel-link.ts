/**
 * The `tel:` link that dials a phone number as people write it ('(919) 555-0144'): its digits
 * and a leading +. Undefined when nothing dialable is left (or there is no number), so the
 * number shows as text.
 */
export function telHref(phone: string | null): string | undefined {
  if (!phone) return undefined;
  const digits = phone.replace(/[^\d+]/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : undefined;
}
