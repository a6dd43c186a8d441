import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { useCurrentUser } from '@client/lib/session-user';
import { AccountNameForm } from './account-name-form';

/**
 * Who is signed in: the account comes from sign-in, not from this page, except the name of a
 * built-in account that has none (its owner reclaimed the address from a stranger's sign-up).
 */
export function AccountCard() {
  const { t } = useTranslation('profile');
  const { user } = useCurrentUser();
  const name = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

  return (
    <section aria-labelledby="account-title">
      <Card>
        <CardContent padding="tight">
          <h2 id="account-title" className="text-lg font-semibold">
            {t('account.title')}
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <AccountField label={t('account.name')} value={name} />
            <AccountField label={t('account.email')} value={user?.email} />
          </dl>
          {user?.hasPassword && !user.firstName && <AccountNameForm />}
        </CardContent>
      </Card>
    </section>
  );
}

function AccountField({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation('profile');
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className={cn('mt-1 [overflow-wrap:anywhere]', !value && 'text-muted-foreground italic')}>
        {value || t('account.notProvided')}
      </dd>
    </div>
  );
}
