// The order of the appointment requests list (docs/product.md#request-order) and the provider
// page's 'Top Appointment Options' (docs/product.md#top-appointment-options).
import type { AppointmentStatus, Opening } from '@shared/api/appointment-requests';
import { compareOpenings } from './best-opening';
import { isOpen } from './request-status';

interface Orderable {
  status: AppointmentStatus;
  opening: Opening | null;
  submittedAt: string;
}

const newestFirst = (a: Orderable, b: Orderable) =>
  Date.parse(b.submittedAt) - Date.parse(a.submittedAt);

/** Scheduled first; then the earliest opening (unknown last); then newest submission first. */
export function compareRequests(a: Orderable, b: Orderable): number {
  const scheduled = Number(b.status === 'scheduled') - Number(a.status === 'scheduled');
  if (scheduled !== 0) return scheduled;
  return compareOpenings(a.opening, b.opening) || newestFirst(a, b);
}

export const sortRequests = <T extends Orderable>(requests: readonly T[]): T[] =>
  [...requests].sort(compareRequests);

export const TOP_OPTIONS = 2;

/**
 * The open requests with the earliest known openings, one per provider, earliest first (at most
 * two). A request without an opening (unknown, not accepting, closed) is no option.
 */
export function topAppointmentOptions<
  T extends Orderable & { id: string; provider: { id: string | null } },
>(requests: readonly T[]): (T & { opening: Opening })[] {
  const ranked = requests
    .filter(
      (request): request is T & { opening: Opening } =>
        isOpen(request.status) && request.opening !== null,
    )
    .sort((a, b) => compareOpenings(a.opening, b.opening) || newestFirst(a, b));
  const seen = new Set<string>();
  return ranked
    .filter((request) => {
      const provider = request.provider.id ?? request.id;
      if (seen.has(provider)) return false;
      seen.add(provider);
      return true;
    })
    .slice(0, TOP_OPTIONS);
}
