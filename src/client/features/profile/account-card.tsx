import { Card, CardContent } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { useCurrentUser } from '@client/lib/api/get-current-user';

/** Who is signed in, read-only: the account comes from sign-in, not from this page. */
export function AccountCard() {
  const { user } = useCurrentUser();
  const name = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

  return (
    <section aria-labelledby="account-title">
      <Card>
        <CardContent className="p-5 sm:p-6">
          <h2 id="account-title" className="text-lg font-semibold">
            Account Information
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <AccountField label="Name" value={name} />
            <AccountField label="Email" value={user?.email} />
          </dl>
        </CardContent>
      </Card>
    </section>
  );
}

function AccountField({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className={cn('mt-1 [overflow-wrap:anywhere]', !value && 'text-muted-foreground italic')}>
        {value || 'Not provided'}
      </dd>
    </div>
  );
}
