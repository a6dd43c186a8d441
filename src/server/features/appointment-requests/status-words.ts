import type { AppointmentStatus } from '@shared/api/appointment-requests';
import { errorMessage, type ErrorMessage } from '@shared/api/error-messages';

/** A request's status as a word in an error message ('This request is cancelled ...'). */
export function statusWord(status: AppointmentStatus): ErrorMessage {
  switch (status) {
    case 'pending':
      return errorMessage('requests.status.pending');
    case 'submitted':
      return errorMessage('requests.status.submitted');
    case 'scheduled':
      return errorMessage('requests.status.scheduled');
    case 'confirmed':
      return errorMessage('requests.status.confirmed');
    case 'cancelled':
      return errorMessage('requests.status.cancelled');
    case 'completed':
      return errorMessage('requests.status.completed');
  }
}
