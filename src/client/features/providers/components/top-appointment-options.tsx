import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppointmentRequest, Opening } from '@shared/api/appointment-requests';
import { daysUntil, shownNextOpening } from '@shared/rules/best-opening';
import { formatWait } from '@shared/rules/wait-time';
import { topAppointmentOptions } from '@shared/rules/request-order';
import { useSpecialtyWords } from '@client/i18n/use-specialty-words';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { useAppointmentRequests } from '@client/lib/api/get-appointment-requests';
import { useLargeScreen } from '../use-large-screen';
import { OpeningSource } from '@client/components/opening-source';
import { NextOpeningLine } from '@client/components/next-opening-line';

/**
 * The two providers the family asked that could see it soonest, by each open request's best
 * known opening (docs/product.md#top-appointment-options); nothing before any exist. Each leads
 * to its request card.
 */
export function TopAppointmentOptions({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation('search');
  const specialtyWords = useSpecialtyWords();
  const { data } = useAppointmentRequests();
  const large = useLargeScreen();
  const options = topAppointmentOptions(data ?? []);
  if (options.length === 0) return null;
  if (!large) return <CompactOptions options={options} now={now} />;
  return (
    <section aria-labelledby="top-options-title" className="grid gap-3">
      <h2 id="top-options-title" className="text-lg font-semibold">
        {t('top.heading')}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2">
        {options.map((request, index) => (
          <li key={request.id}>
            <Card className="relative h-full focus-within:ring-2 focus-within:ring-ring">
              <CardContent padding="small" className="grid gap-1">
                <Badge variant="secondary" className="w-fit">
                  {t('top.option', { number: index + 1 })}
                </Badge>
                <h3 className="font-semibold">
                  <OptionLink request={request} />
                </h3>
                <p className="text-sm text-muted-foreground">
                  {specialtyWords(request.provider.specialty)} · {request.provider.city},{' '}
                  {request.provider.state}
                </p>
                <p className="flex items-center gap-1 text-sm font-medium">
                  <Clock aria-hidden="true" className="size-4 text-primary" />
                  {t('top.estimatedWaitIs', {
                    wait: formatWait(daysUntil(request.opening, now), t),
                  })}
                </p>
                {/* Above the card-wide link, so a tap opens the explanation (or the clinic's own
                    booking page), not the request. */}
                {publishedNext(request) ? (
                  <NextOpeningLine opening={publishedNext(request)!} className="relative z-10" />
                ) : (
                  <p className="flex flex-wrap items-center text-xs text-muted-foreground">
                    <OpeningSource opening={request.opening} className="relative z-10" />
                  </p>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The provider's next opening when it is what the option is ranked by. */
const publishedNext = (request: AppointmentRequest & { opening: Opening }) =>
  shownNextOpening(request.opening, request.provider.nextOpening);

/**
 * On phones and tablets the options side by side, each its provider and its wait on two short
 * lines, so the map or the first result still starts on the first screen; the estimate's source
 * is on the request card each option leads to.
 */
function CompactOptions({
  options,
  now,
}: {
  options: (AppointmentRequest & { opening: Opening })[];
  now: Date;
}) {
  const { t } = useTranslation('search');
  return (
    // min-w-0: a long name is cut with '…' instead of widening the page.
    <section aria-labelledby="top-options-title" className="grid min-w-0 gap-1">
      <h2 id="top-options-title" className="text-sm font-semibold">
        {t('top.heading')}
      </h2>
      <ol
        className={cn(
          'grid min-w-0 divide-x divide-border rounded-xl border border-border bg-background shadow-sm',
          options.length > 1 ? 'grid-cols-2' : 'grid-cols-1',
        )}
      >
        {options.map((request, index) => (
          <li
            key={request.id}
            className="relative grid min-w-0 gap-0.5 px-3 py-1 focus-within:ring-2 focus-within:ring-ring first:rounded-l-xl last:rounded-r-xl"
          >
            <h3 className="flex min-w-0 text-sm font-semibold">
              <span className="sr-only">{t('top.option', { number: index + 1 })}: </span>
              <OptionLink request={request} truncate />
            </h3>
            <p className="flex items-center gap-1 text-xs font-medium">
              <Clock aria-hidden="true" className="size-3.5 shrink-0 text-primary" />
              <span className="sr-only">{t('top.estimatedWait')} </span>
              {formatWait(daysUntil(request.opening, now), t)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The provider's name as a link to its request card. It stretches over the whole option (card
 * or line), so the option is the target area and the name its accessible name; the link itself is
 * at least 24 px tall too, since that is what a target's size is measured by.
 */
function OptionLink({
  request,
  truncate = false,
}: {
  request: { id: string; provider: { name: string } };
  /** On one line, cut short with an ellipsis where it does not fit. */
  truncate?: boolean;
}) {
  return (
    <Link
      to={`/appointments#request-${request.id}`}
      className={cn(
        'min-h-6 leading-6 after:absolute after:inset-0 hover:underline focus-visible:outline-none',
        truncate ? 'block min-w-0 truncate' : 'inline-block',
      )}
    >
      {request.provider.name}
    </Link>
  );
}
