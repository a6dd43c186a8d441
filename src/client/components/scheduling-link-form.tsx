import { CalendarClock, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import type { SchedulingLinkStatus } from '@shared/api/scheduling-links';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useLocale } from '@client/i18n/use-locale';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { useSchedulingLinkStatus, useSetSchedulingLink } from './scheduling-link-api';
import { failureWords, timeAgo } from './scheduling-link-words';
import { formatTime } from '@shared/rules/intl-formats';

/**
 * Connects a provider's SMART Scheduling Links publisher and says how its reads go
 * (docs/product.md#scheduling-links). `endpoint` is the admin's or the clinic's path of the same
 * link; both answer alike, so one form serves the admin page and the clinic's listing page.
 */
export function SchedulingLinkForm({ endpoint }: { endpoint: string }) {
  const { t } = useTranslation('scheduling');
  const id = useId();
  const status = useSchedulingLinkStatus(endpoint);
  const save = useSetSchedulingLink(endpoint);
  const link = status.data?.link ?? null;
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const url = value ?? link?.url ?? '';
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;

  const submit = (next: string | null) => {
    setError(null);
    save.mutate(next, {
      onSuccess: () => {
        setValue(null);
        toast.success(next === null ? t('form.disconnected') : t('form.connected'));
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.field === 'url' && failure.serverMessage) {
          setError(failure.serverMessage);
          document.getElementById(`${id}-url`)?.focus();
          return;
        }
        toastFailure(
          failure,
          t('form.failed'),
          apiErrorMessage(failure, t('form.failedDescription')),
        );
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
          <CalendarClock aria-hidden="true" className="size-5" />
          {t('form.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('form.intro')}</p>
      </div>
      <LinkStatus status={status.data} pending={!!link?.reading} />
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit(url.trim());
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-url`}>{t('form.label')}</Label>
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={url}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${helpId} ${errorId}` : helpId}
          />
          <p id={helpId} className="text-sm text-muted-foreground">
            {t('form.help')}
          </p>
          <FormMessage id={errorId}>{error}</FormMessage>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!url.trim() || save.isPending}>
            {save.isPending && save.variables !== null && (
              <Loader2 aria-hidden="true" className="animate-spin" />
            )}
            {save.isPending && save.variables !== null
              ? t('form.connecting')
              : link && url.trim() === link.url
                ? t('form.readAgain')
                : t('form.connect')}
          </Button>
          {link && (
            <Button
              type="button"
              variant="outline"
              disabled={save.isPending}
              onClick={() => submit(null)}
            >
              {save.isPending && save.variables === null
                ? t('form.disconnecting')
                : t('form.disconnect')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

/** What the last reads found, or why the last one failed (with the good read that is kept). */
function LinkStatus({
  status,
  pending,
}: {
  status: SchedulingLinkStatus | undefined;
  pending: boolean;
}) {
  const { t } = useTranslation('scheduling');
  const locale = useLocale();
  const number = (n: number) => n.toLocaleString(locale);
  const link = status?.link;
  const lines: string[] = [];
  let tone: 'plain' | 'failed' = 'plain';

  if (!status) return null;
  if (!link) lines.push(t('status.none'));
  else if (pending) lines.push(t('status.reading', { url: link.url }));
  else {
    if (link.lastOutcome === 'failed' && link.lastAttemptAt && link.lastFailure) {
      tone = 'failed';
      lines.push(
        t('status.failedAt', {
          when: timeAgo(link.lastAttemptAt, locale),
          reason: failureWords(t, link.lastFailure),
        }),
      );
      if (link.lastFailure === 'rate-limited' && link.retryNotBefore) {
        lines.push(t('status.retryAfter', { time: formatTime(link.retryNotBefore, locale) }));
      }
      lines.push(
        link.lastSuccessAt
          ? t('status.keptOpenings', {
              when: timeAgo(link.lastSuccessAt, locale),
              count: link.openings,
              n: number(link.openings),
            })
          : t('status.neverRead'),
      );
    } else if (link.lastAttemptAt && link.counts) {
      lines.push(
        t('status.lastRead', {
          when: timeAgo(link.lastAttemptAt, locale),
          locations: number(link.counts.locations),
          matched: number(link.counts.matched),
          openings: number(link.openings),
        }),
      );
      if (link.lastOutcome === 'not_modified') lines.push(t('status.unchanged'));
    } else if (!link.lastAttemptAt) {
      lines.push(t('status.neverRead'));
    }
    const counts = link.counts;
    if (counts && counts.unmatched > 0) {
      lines.push(t('status.unmatched', { count: counts.unmatched, n: number(counts.unmatched) }));
    }
    if (counts && counts.badLines > 0) {
      lines.push(t('status.badLines', { count: counts.badLines, n: number(counts.badLines) }));
    }
    if (counts && counts.overCap > 0) {
      lines.push(t('status.overCap', { n: number(counts.overCap), max: number(counts.slotsKept) }));
    }
    lines.push(t('status.source', { url: link.url }));
  }

  return (
    <div
      role="status"
      className={
        tone === 'failed'
          ? 'grid gap-1 rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm'
          : 'grid gap-1 rounded-md border border-border bg-muted p-3 text-sm'
      }
    >
      {lines.map((line, index) => (
        <p key={line} className={index === 0 ? 'font-medium break-words' : 'break-words'}>
          {line}
        </p>
      ))}
    </div>
  );
}
