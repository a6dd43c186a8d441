import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClinicListing, ListingOpening, NewOpeningInput } from '@shared/api/clinic-listing';
import { SERVICE_OPTIONS } from '@shared/rules/care-options';
import { formatZonedDateTime, longZoneName } from '@shared/rules/zoned-time';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useLocale } from '@client/i18n/use-locale';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { useAddOpening, useRemoveOpening } from './api/listing-api';
import { useSourceText } from './field-source';
import { ListingSection } from './listing-section';
import { useListingWords } from './use-words';
import { formatDay } from '@shared/rules/intl-formats';

const selectClass =
  'h-11 w-full rounded-md border border-border bg-background px-3 text-base sm:text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The times the clinic can offer a new patient, typed in its own time zone, or 'openings from' a
 * day; each can be taken back. Openings from the clinic's scheduling system show beside them.
 */
export function OpeningsSection({ listing }: { listing: ClinicListing }) {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  const words = useListingWords();
  const sourceText = useSourceText();
  const id = useId();
  const add = useAddOpening(listing.id);
  const remove = useRemoveOpening(listing.id);
  const [timed, setTimed] = useState({ date: '', time: '', endTime: '', service: '' });
  const [fromDate, setFromDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const when = (opening: ListingOpening) => {
    const text = opening.fromOnly
      ? t('openings.from', { date: formatDay(opening.startsAt, locale, listing.timeZone) })
      : formatZonedDateTime(new Date(opening.startsAt), listing.timeZone, locale);
    return opening.service
      ? t('openings.forService', { when: text, service: words.service(opening.service) })
      : text;
  };
  const send = (input: NewOpeningInput, reset: () => void) => (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    add.mutate(input, {
      onSuccess: reset,
      onError: (error) => {
        const message = apiErrorMessage(error, t('page.notSaved'));
        const field = error instanceof ApiError ? error.field : undefined;
        const label =
          field === 'date'
            ? t('openings.date')
            : field === 'time'
              ? t('openings.time')
              : field === 'endTime'
                ? t('openings.endTime')
                : null;
        setProblem(label ? `${label}: ${message}` : message);
      },
    });
  };
  const service = timed.service || null;

  return (
    <ListingSection
      title={t('sections.openings')}
      form={null}
      view={
        <div className="grid gap-5">
          <p className="text-muted-foreground">
            {t('openings.intro', { zone: longZoneName(listing.timeZone, new Date(), locale) })}
          </p>
          <p className="text-xs text-muted-foreground">{sourceText(listing.fields.openings)}</p>
          {listing.openings.length === 0 ? (
            <p>{t('openings.none')}</p>
          ) : (
            <ul className="grid gap-2">
              {listing.openings.map((opening) => (
                <li
                  key={opening.id}
                  className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-1"
                >
                  <span>
                    {when(opening)}
                    {opening.source !== 'clinic' && (
                      <span className="block text-xs text-muted-foreground">
                        {t('openings.fromScheduling')}
                      </span>
                    )}
                  </span>
                  {opening.source === 'clinic' && (
                    <Button
                      variant="ghost"
                      size="icon-touch"
                      className="shrink-0"
                      aria-label={t('openings.remove', { when: when(opening) })}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(opening.id)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}

          <form
            className="grid gap-3 sm:grid-cols-2"
            noValidate
            onSubmit={send(
              {
                date: timed.date,
                fromOnly: false,
                time: timed.time,
                ...(timed.endTime ? { endTime: timed.endTime } : {}),
                service: service as NewOpeningInput['service'],
              },
              () => setTimed({ date: '', time: '', endTime: '', service: '' }),
            )}
          >
            <div className="grid gap-1">
              <Label htmlFor={`${id}-date`}>{t('openings.date')}</Label>
              <Input
                id={`${id}-date`}
                type="date"
                value={timed.date}
                onChange={(event) => setTimed({ ...timed, date: event.target.value })}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-time`}>{t('openings.time')}</Label>
              <Input
                id={`${id}-time`}
                type="time"
                value={timed.time}
                onChange={(event) => setTimed({ ...timed, time: event.target.value })}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-end`}>{t('openings.endTime')}</Label>
              <Input
                id={`${id}-end`}
                type="time"
                value={timed.endTime}
                onChange={(event) => setTimed({ ...timed, endTime: event.target.value })}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-service`}>{t('openings.service')}</Label>
              <select
                id={`${id}-service`}
                className={selectClass}
                value={timed.service}
                onChange={(event) => setTimed({ ...timed, service: event.target.value })}
              >
                <option value="">{t('openings.anyService')}</option>
                {SERVICE_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {words.service(option)}
                  </option>
                ))}
              </select>
            </div>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={add.isPending}>
                {t('openings.add')}
              </Button>
            </div>
          </form>

          <form
            className="grid gap-3"
            noValidate
            onSubmit={send({ date: fromDate, fromOnly: true }, () => setFromDate(''))}
          >
            <p className="text-muted-foreground">{t('openings.fromIntro')}</p>
            <div className="flex flex-wrap items-end gap-3">
              <div className="grid gap-1">
                <Label htmlFor={`${id}-from`}>{t('openings.fromDate')}</Label>
                <Input
                  id={`${id}-from`}
                  type="date"
                  value={fromDate}
                  onChange={(event) => setFromDate(event.target.value)}
                />
              </div>
              <Button type="submit" variant="outline" disabled={add.isPending}>
                {t('openings.addFrom')}
              </Button>
            </div>
          </form>
          {problem && (
            <FormMessage id={`${id}-error`} role="alert">
              {problem}
            </FormMessage>
          )}
        </div>
      }
    />
  );
}
