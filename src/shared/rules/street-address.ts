// Where a provider is, as a family needs it to get there: the street address in one line, and a
// link that opens directions to it in the phone's or the browser's maps.

export interface Place {
  addressLine: string | null;
  city: string;
  state: string;
  zipCode: string | null;
}

/** '12 Oak St, Raleigh, NC 27601'; without a street line, the city and state alone. */
export function streetAddress(place: Place): string {
  const cityLine = [`${place.city}, ${place.state}`, place.zipCode].filter(Boolean).join(' ');
  return place.addressLine ? `${place.addressLine}, ${cityLine}` : cityLine;
}

/**
 * Directions to an address through Google Maps' public URL scheme (no key, no tracking of ours),
 * which phones hand to their maps app. Null without a street line: a city is no destination.
 */
export function directionsUrl(address: string | null): string | null {
  if (!address) return null;
  const url = new URL('https://www.google.com/maps/dir/');
  url.searchParams.set('api', '1');
  url.searchParams.set('destination', address);
  return url.href;
}
