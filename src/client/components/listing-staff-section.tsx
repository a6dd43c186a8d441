import { Trash2, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { useAddListingStaff } from '@client/lib/api/add-listing-staff';
import { useListingStaff } from '@client/lib/api/get-listing-staff';
import { useRemoveListingStaff } from '@client/lib/api/remove-listing-staff';
import { LoadingStatus } from '@client/components/loading-status';

/**
 * 'Who keeps this listing': the staff addresses of one listing. Any of them may add another (it is
 * e-mailed a sign-in link) or remove another; the last one stays.
 */
export function ListingStaffSection({ providerId }: { providerId: string }) {
  const { t } = useTranslation('claims');
  const id = useId();
  const staff = useListingStaff(providerId);
  const [email, setEmail] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const add = useAddListingStaff(providerId, {
    onAdded: () => {
      setAdded(email.trim().toLowerCase());
      setEmail('');
    },
  });
  const remove = useRemoveListingStaff(providerId);
  const addresses = staff.data?.staff ?? [];
  const fieldError =
    add.error instanceof ApiError && add.error.field === 'email'
      ? apiErrorMessage(add.error, t('staff.invalidEmail'))
      : null;

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div>
        <h3 id={`${id}-title`} className="font-semibold">
          {t('staff.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('staff.intro')}</p>
      </div>
      {staff.isPending ? (
        <LoadingStatus label={t('staff.loading')} className="text-sm" />
      ) : staff.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {apiErrorMessage(staff.error, t('staff.loadError'))}
        </p>
      ) : (
        <ul aria-labelledby={`${id}-title`} className="grid gap-2">
          {addresses.map((row) => (
            <li
              key={row.email}
              className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2"
            >
              <span className="min-w-0 break-all">{row.email}</span>
              {addresses.length > 1 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive"
                  aria-label={t('staff.removeLabel', { email: row.email })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(row.email)}
                >
                  <Trash2 aria-hidden="true" /> {t('staff.remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {remove.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {apiErrorMessage(remove.error, t('staff.removeFailed'))}
        </p>
      ) : null}
      <form
        noValidate
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setAdded(null);
          add.mutate(email.trim());
        }}
      >
        <Label htmlFor={`${id}-email`}>{t('staff.addLabel')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            className="sm:max-w-sm"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-email-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="outline" disabled={add.isPending}>
            <UserPlus aria-hidden="true" /> {add.isPending ? t('staff.adding') : t('staff.add')}
          </Button>
        </div>
        <FormMessage id={`${id}-email-error`}>{fieldError}</FormMessage>
        {add.isError && !fieldError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {apiErrorMessage(add.error, t('staff.addFailed'))}
          </p>
        ) : null}
        {added ? (
          <p role="status" className="text-sm break-words">
            {t('staff.added', { email: added })}
          </p>
        ) : null}
      </form>
    </section>
  );
}
