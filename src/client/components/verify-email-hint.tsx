import { useCurrentUser } from '@client/lib/api/get-current-user';

/**
 * Whether the signed-in family may send (its address is confirmed), and the line that explains a
 * disabled send button otherwise; `id` lets the button point at it with aria-describedby.
 */
export function useEmailConfirmed(): boolean {
  const { user } = useCurrentUser();
  return user?.emailVerified ?? false;
}

export function VerifyEmailHint({ id }: { id: string }) {
  return (
    <p id={id} className="text-sm font-medium text-amber-900">
      Confirm your e-mail address to send requests: open the link we sent you, or use &lsquo;Resend
      verification e-mail&rsquo; at the top of the page.
    </p>
  );
}
