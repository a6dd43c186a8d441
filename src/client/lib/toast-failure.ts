import { toast } from '@client/lib/toast';
import { isUnauthorizedError } from './api-client';

/**
 * A failure toast worded by the screen that shows it; silent for an ended session, which the query
 * client already answers with its own toast and the way back to sign-in.
 */
export function toastFailure(error: unknown, title: string, description: string): void {
  if (isUnauthorizedError(error)) return;
  toast.error(title, { description });
}
