// The order of the appointment requests list (docs/product.md#request-order) and the provider
// page's 'Top Appointment Options' (docs/product.md#top-appointment-options).

interface Orderable {
  status: string;
  estimatedWaitTime: number | null;
  submittedAt: string;
}

/** Scheduled first; then shortest estimated wait (unknown last); then newest submission first. */
export function compareRequests(a: Orderable, b: Orderable): number {
  const scheduled = Number(b.status === 'scheduled') - Number(a.status === 'scheduled');
  if (scheduled !== 0) return scheduled;
  const waitA = a.estimatedWaitTime ?? Number.POSITIVE_INFINITY;
  const waitB = b.estimatedWaitTime ?? Number.POSITIVE_INFINITY;
  if (waitA !== waitB) return waitA < waitB ? -1 : 1;
  return Date.parse(b.submittedAt) - Date.parse(a.submittedAt);
}

export const sortRequests = <T extends Orderable>(requests: readonly T[]): T[] =>
  [...requests].sort(compareRequests);

export const TOP_OPTIONS = 2;

/** The requests with the lowest known estimated waits, ascending (at most two). */
export function topAppointmentOptions<T extends Orderable>(requests: readonly T[]): T[] {
  return requests
    .filter((request) => request.estimatedWaitTime !== null)
    .sort((a, b) => a.estimatedWaitTime! - b.estimatedWaitTime!)
    .slice(0, TOP_OPTIONS);
}
