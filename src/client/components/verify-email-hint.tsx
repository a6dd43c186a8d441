import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@client/lib/session-user';

/**
 * Whether the signed-in family may send (its address is confirmed), and the line that explains a
 * disabled send button otherwise; `id` lets the button point at it with aria-describedby.
 */
export function useEmailConfirmed(): boolean {
  const { user } = useCurrentUser();
  return user?.emailVerified ?? false;
}

export function VerifyEmailHint({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="text-sm font-medium text-amber-900">
      {t('verifyHint')}
    </p>
  );
}
