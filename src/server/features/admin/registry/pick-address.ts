import { isUsStateCode } from '@shared/rules/us-states';
import type { NppesAddress } from './nppes-response';

// The practice (LOCATION) address places a provider on the map; when it is malformed (a foreign
// country code, a state spelled out, no usable ZIP), the MAILING address is used instead.

export interface UsAddress {
  line: string | null;
  city: string;
  state: string;
  /** Five digits. */
  zip: string;
  phone: string | null;
}

export function usAddress(address: NppesAddress | undefined): UsAddress | null {
  if (!address) return null;
  if (address.country_code && address.country_code !== 'US') return null;
  const state = address.state.toUpperCase();
  if (!isUsStateCode(state)) return null;
  const digits = address.postal_code.replace(/-/g, '');
  if (!/^\d{5}(\d{4})?$/.test(digits) || !address.city) return null;
  const line = [address.address_1, address.address_2].filter(Boolean).join(', ');
  return {
    line: line || null,
    city: address.city,
    state,
    zip: digits.slice(0, 5),
    phone: formatPhone(address.telephone_number),
  };
}

export function pickAddress(addresses: NppesAddress[]): UsAddress | null {
  const of = (purpose: string) =>
    addresses.find((a) => a.address_purpose.toUpperCase() === purpose);
  return usAddress(of('LOCATION')) ?? usAddress(of('MAILING'));
}

/** "404-778-0922", "#(715) 838-3635" -> "(404) 778-0922"; null unless it is a US number. */
export function formatPhone(raw: string): string | null {
  let digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
