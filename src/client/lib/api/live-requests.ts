import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appointmentRequestsQueryOptions } from './get-appointment-requests';

/** Changes arrive in bursts (a submission touches every request): one refresh per burst. */
const GATHER_MS = 250;

/**
 * Keeps the family's requests current while the app is open: the server's event stream
 * (`GET /api/events`) says when one changed (a clinic's answer, confirmation, proposal), and the
 * requests are read again, so the header's count, the cards and 'Top Appointment Options' change
 * together. A stream that broke and came back may have missed news: it reads them again too. The
 * browser reconnects on its own; focus and a returning network refresh the requests as well (see
 * get-appointment-requests.ts).
 */
export function useLiveRequests(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void queryClient.invalidateQueries(appointmentRequestsQueryOptions()),
        GATHER_MS,
      );
    };
    const source = new EventSource('/api/events');
    let connectedBefore = false;
    source.addEventListener('open', () => {
      if (connectedBefore) refresh();
      connectedBefore = true;
    });
    source.addEventListener('request', refresh);
    source.addEventListener('missed', refresh);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [queryClient]);
}
