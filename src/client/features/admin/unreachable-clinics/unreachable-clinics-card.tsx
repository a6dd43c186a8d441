import { Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnreachableClinic } from '@shared/api/unreachable-clinics';
import { formatDay } from '@shared/rules/intl-formats';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useLocale } from '@client/i18n/use-locale';
import { LoadingStatus } from '@client/components/loading-status';
import { useUnreachableClinics } from './api';
import { ClinicAddressForm } from './clinic-address-form';
import { telHref } from '@shared/rules/tel-link';

/**
 * 'Clinics families could not reach' on /admin (docs/product.md#reaching-a-clinic): providers
 * with requests we could not send, most families first, with the two ways to fix it.
 */
export function UnreachableClinicsCard() {
  const { t } = useTranslation('admin');
  const clinics = useUnreachableClinics();
  return (
    <section aria-labelledby="unreachable-title">
      <Card>
        <CardContent padding="tight" className="grid gap-4">
          <div>
            <h2 id="unreachable-title" className="text-lg font-semibold">
              {t('unreachable.title')}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('unreachable.intro')}</p>
          </div>
          {clinics.isPending ? (
            <LoadingStatus label={t('unreachable.loading')} />
          ) : clinics.isError ? (
            <div role="alert" className="grid justify-items-start gap-2">
              <p>{t('unreachable.loadFailed')}</p>
              <Button variant="outline" onClick={() => void clinics.refetch()}>
                {t('unreachable.tryAgain')}
              </Button>
            </div>
          ) : clinics.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('unreachable.none')}</p>
          ) : (
            <ul className="grid gap-3">
              {clinics.data.map((clinic) => (
                <li key={clinic.providerId}>
                  <ClinicRow clinic={clinic} />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function ClinicRow({ clinic }: { clinic: UnreachableClinic }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [open, setOpen] = useState<'email' | 'invite' | null>(null);
  const toggle = (action: 'email' | 'invite') => setOpen(open === action ? null : action);
  return (
    <div className="grid gap-2 rounded-lg border border-border p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold break-words">{clinic.name}</h3>
        <p className="text-sm font-medium">
          {t('unreachable.families', { count: clinic.families })}
        </p>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span>
          {clinic.city}, {clinic.state}
        </span>
        <span>
          {clinic.npiNumber
            ? t('unreachable.npi', { npi: clinic.npiNumber })
            : t('unreachable.noNpi')}
        </span>
        {clinic.phone ? (
          <a
            className="inline-flex min-h-6 items-center gap-1 text-primary underline-offset-4 hover:underline"
            href={telHref(clinic.phone)}
          >
            <Phone aria-hidden="true" className="size-3.5" />
            {clinic.phone}
          </a>
        ) : (
          <span>{t('unreachable.noPhone')}</span>
        )}
      </p>
      <p className="text-xs text-muted-foreground">
        {t('unreachable.lastTried', {
          date: formatDay(clinic.lastTriedAt, locale),
        })}
        {clinic.invitedAt &&
          ` · ${t('unreachable.invitedOn', {
            date: formatDay(clinic.invitedAt, locale),
          })}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={open === 'email' ? 'secondary' : 'outline'}
          aria-expanded={open === 'email'}
          onClick={() => toggle('email')}
        >
          {t('unreachable.addEmail')}
        </Button>
        <Button
          variant={open === 'invite' ? 'secondary' : 'outline'}
          aria-expanded={open === 'invite'}
          onClick={() => toggle('invite')}
        >
          {t('unreachable.invite')}
        </Button>
      </div>
      {open && (
        <ClinicAddressForm key={open} clinic={clinic} action={open} onDone={() => setOpen(null)} />
      )}
    </div>
  );
}
