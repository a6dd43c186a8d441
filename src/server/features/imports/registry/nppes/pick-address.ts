import { usAddress, type UsAddress } from '@server/domain/registry/us-address';
import type { NppesAddress } from './nppes-response';

// The practice (LOCATION) address places a provider on the map; when it is malformed (a foreign
// country code, a state spelled out, no usable ZIP), the MAILING address is used instead.

export function pickAddress(addresses: NppesAddress[]): UsAddress | null {
  const of = (purpose: string) => {
    const address = addresses.find((a) => a.address_purpose.toUpperCase() === purpose);
    return (
      address &&
      usAddress({
        line1: address.address_1,
        line2: address.address_2,
        city: address.city,
        state: address.state,
        postalCode: address.postal_code,
        countryCode: address.country_code,
        phone: address.telephone_number,
      })
    );
  };
  return of('LOCATION') ?? of('MAILING') ?? null;
}
