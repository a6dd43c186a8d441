// How a family's request to a clinic travels (docs/product.md#reaching-a-clinic): e-mailed by us
// when we have an address for the clinic, else the family calls the clinic's public number, else
// there is no way to reach it yet. Said on cards, popups and in the basket before anything is
// sent, so no one learns only afterwards that a request went nowhere.

export const REQUEST_ROUTES = ['email', 'phone', 'none'] as const;
export type RequestBy = (typeof REQUEST_ROUTES)[number];

/** The route of a clinic with (or without) an address for requests and a public phone. */
export function requestRouteOf(clinic: { hasEmail: boolean; phone: string | null }): RequestBy {
  if (clinic.hasEmail) return 'email';
  return clinic.phone && clinic.phone.trim() !== '' ? 'phone' : 'none';
}

export interface RouteCounts {
  /** Requests we will e-mail. */
  email: number;
  /** Requests the family has to make itself by phone. */
  phone: number;
  /** Clinics nobody can reach yet. */
  none: number;
}

/** How many of these clinics each route reaches: the basket's summary. */
export function countRoutes(routes: readonly RequestBy[]): RouteCounts {
  const counts: RouteCounts = { email: 0, phone: 0, none: 0 };
  for (const route of routes) counts[route] += 1;
  return counts;
}
