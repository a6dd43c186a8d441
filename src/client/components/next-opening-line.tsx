import { CalendarClock, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NextOpening, NotAccepting } from '@shared/api/providers';
import { nextOpeningWords, notAcceptingText } from '@shared/rules/next-opening-words';
import { useLocale } from '@client/i18n/use-locale';
import { cn } from '@client/lib/cn';
import { ClinicSiteLink } from './clinic-site-link';

const linkClass =
  'inline-flex min-h-6 items-center gap-1 rounded-sm text-primary underline underline-offset-4 hover:no-underline [&_svg]:size-3.5 [&_svg]:shrink-0';

/**
 * A provider's next opening with its source, the same on the card, the map's popup, the top
 * appointment options and the request cards (docs/product.md#next-opening). A published time
 * with the publisher's own booking link offers it beside ours; `action` leaves room for one more
 * (such as requesting that time).
 */
export function NextOpeningLine({
  opening,
  action,
  className,
}: {
  opening: NextOpening;
  action?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const { when, source } = nextOpeningWords(opening, t, locale);
  return (
    <div className={cn('grid gap-1 text-sm', className)} data-testid="next-opening">
      <p className="flex items-start gap-1.5">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          <span className="font-medium">{when}</span>
          <span className="text-muted-foreground"> · {source}</span>
        </span>
      </p>
      {(opening.bookingUrl || action) && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pl-5.5">
          {opening.bookingUrl && (
            <ClinicSiteLink className={linkClass} href={opening.bookingUrl} says="book">
              <ExternalLink aria-hidden="true" />
            </ClinicSiteLink>
          )}
          {action}
        </div>
      )}
    </div>
  );
}

/**
 * Who said the provider takes no new patients, and when: shown where 'Add to basket' would be,
 * since such a provider cannot be asked.
 */
export function NotAcceptingNote({
  notAccepting,
  className,
}: {
  notAccepting: NotAccepting;
  className?: string;
}) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  return (
    <p
      className={cn(
        'rounded-md border border-border bg-muted px-2.5 py-2 text-sm font-medium',
        className,
      )}
      data-testid="not-accepting"
    >
      {notAcceptingText(notAccepting, t, locale)}
    </p>
  );
}
