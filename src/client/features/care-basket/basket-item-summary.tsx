import type { TFunction } from 'i18next';
import { CircleOff, Clock, Mail, MapPin, PhoneOff } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import type { BasketItem } from '@shared/api/care-basket';
import { formatWait } from '@shared/rules/wait-time';
import { nextOpeningDays } from '@shared/rules/best-opening';
import { useSpecialtyWords } from '@client/i18n/use-specialty-words';
import { telHref } from '@shared/rules/tel-link';

/** The basket's wait, worded as on the list and the map ('3 weeks wait'), when known. */
export function waitText(
  days: number | null,
  t: TFunction<'basket'>,
  searchT: TFunction<'search'>,
): string | null {
  return days === null ? null : t('wait.known', { wait: formatWait(days, searchT) });
}

/**
 * Said before sending: this clinic cannot be e-mailed, so the family calls it (its number, when
 * we have one, as a link that dials).
 */
function NotByEmail({ phone }: { phone: string | null }) {
  const { t } = useTranslation('basket');
  return (
    <p className="flex items-start gap-1 font-medium text-amber-900">
      <PhoneOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {phone ? (
          <Trans
            t={t}
            i18nKey="notByEmail.call"
            values={{ phone }}
            components={{
              phone: <a className="underline underline-offset-4" href={telHref(phone)} />,
            }}
          />
        ) : (
          t('notByEmail.noPhone')
        )}
      </span>
    </p>
  );
}

/**
 * Specialty, place and wait of a basket item, shared by the side sheet and the basket page, and
 * how its request will travel. Both word the wait as the list and the map do.
 */
export function BasketItemSummary({ provider }: { provider: BasketItem['provider'] }) {
  const { t } = useTranslation('basket');
  const specialtyWords = useSpecialtyWords();
  const { t: searchT } = useTranslation('search');
  // The card's wait: the next opening when known (a published time, a reply, a measured or listed wait).
  const days = provider.nextOpening
    ? nextOpeningDays(provider.nextOpening, new Date())
    : provider.averageWaitTime;
  const wait = waitText(days, t, searchT);
  return (
    <div className="grid gap-1 text-sm">
      <p className="text-muted-foreground">{specialtyWords(provider.specialty)}</p>
      <p className="flex items-center gap-1">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        {provider.city}, {provider.state}
      </p>
      {wait && (
        <p className="flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          {wait}
        </p>
      )}
      {!provider.active ? (
        // The registry deactivated its NPI: submitting leaves it out (docs/product.md#truth-kept).
        <p className="flex items-start gap-1 font-medium text-amber-900">
          <CircleOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('deactivated')}</span>
        </p>
      ) : provider.requestBy === 'email' ? (
        <p className="flex items-center gap-1">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {t('route.email')}
        </p>
      ) : (
        <NotByEmail phone={provider.phone} />
      )}
    </div>
  );
}
