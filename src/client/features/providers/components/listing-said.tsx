import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListingSummary } from '@shared/api/providers';
import { formatDay } from '@shared/rules/intl-formats';
import { useListingFieldLabels } from '@client/components/listing-field-labels';
import { useLocale } from '@client/i18n/use-locale';

/** The listing fields a family reads, in the order the card shows them. */
const SHOWN_FIELDS = [
  'acceptingNewPatients',
  'openings',
  'servicesOffered',
  'acceptedInsurance',
  'acceptedNetworkIds',
  'ages',
  'languages',
  'telehealth',
  'address',
  'phone',
  'websiteUrl',
  'email',
  'photo',
] as const;

/**
 * What the clinic itself said on its listing, and when: 'Said by the clinic on 2 December 2026:
 * Phone, Openings'. A listing not confirmed for 60 days says only that, and its word no longer
 * counts as current (docs/product.md#what-a-clinic-keeps).
 */
export function ListingSaid({ listing }: { listing: ListingSummary | null }) {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  const labels = useListingFieldLabels();
  if (!listing) return null;
  const day = (iso: string) => formatDay(iso, locale);
  let lines: string[];
  if (!listing.current) {
    lines = [t('family.notConfirmedSince', { date: day(listing.confirmedAt) })];
  } else if (listing.saidAt.confirmed === listing.confirmedAt) {
    lines = [t('family.confirmedOn', { date: day(listing.confirmedAt) })];
  } else {
    // Fields said on the same day share a line, the newest first.
    const byDay = new Map<string, string[]>();
    for (const field of SHOWN_FIELDS) {
      const at = listing.saidAt[field];
      if (!at) continue;
      const key = day(at);
      byDay.set(key, [...(byDay.get(key) ?? []), labels[field]!]);
    }
    lines = [...byDay.entries()]
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([date, fields]) => t('family.saidOn', { date, fields: fields.join(', ') }));
  }
  return (
    <div className="grid gap-0.5 text-xs text-muted-foreground">
      {lines.map((line) => (
        <p key={line} className="flex items-start gap-1">
          <MessageSquareText aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {line}
        </p>
      ))}
    </div>
  );
}
