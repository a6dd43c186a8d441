import { isUsStateCode } from '@shared/rules/us-states';

// A registry address as families can use it: in the US, a two-letter state (territories
// included), a ZIP code whose first five digits place it, and a US phone number.

/** An address as the registry gives it, in its API's fields or its file's columns. */
export interface RegistryAddressParts {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  /** Empty or 'US' for a US address. */
  countryCode: string;
  phone: string;
}

export interface UsAddress {
  line: string | null;
  city: string;
  state: string;
  /** Five digits. */
  zip: string;
  phone: string | null;
}

/** True when the registry says the address is in another country. */
export const outsideUs = (address: RegistryAddressParts): boolean =>
  address.countryCode !== '' && address.countryCode.toUpperCase() !== 'US';

/** The address, or null when it is abroad or malformed (a state spelled out, no usable ZIP). */
export function usAddress(address: RegistryAddressParts): UsAddress | null {
  if (outsideUs(address)) return null;
  const state = address.state.toUpperCase();
  if (!isUsStateCode(state)) return null;
  const digits = address.postalCode.replace(/-/g, '');
  if (!/^\d{5}(\d{4})?$/.test(digits) || !address.city) return null;
  const line = [address.line1, address.line2].filter(Boolean).join(', ');
  return {
    line: line || null,
    city: address.city,
    state,
    zip: digits.slice(0, 5),
    phone: formatPhone(address.phone),
  };
}

/** "404-778-0922", "#(715) 838-3635" -> "(404) 778-0922"; null unless it is a US number. */
export function formatPhone(raw: string): string | null {
  let digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
