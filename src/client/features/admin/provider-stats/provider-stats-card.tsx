import { ImageIcon, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROVIDER_ORIGINS, type ProviderOrigin, type ProviderStats } from '@shared/api/admin';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useLocale } from '@client/i18n/use-locale';

/** Provider statistics: total, what is real (the badge), counts by source and per state. */
export function ProviderStatsCard({
  stats,
  isError,
}: {
  stats: ProviderStats | undefined;
  isError: boolean;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const states = Object.entries(stats?.byState ?? {});
  const sourceWords: Record<ProviderOrigin, string> = {
    sample: t('stats.source.sample'),
    registryFile: t('stats.source.registryFile'),
    registry: t('stats.source.registry'),
    directory: t('stats.source.directory'),
    clinic: t('stats.source.clinic'),
    admin: t('stats.source.admin'),
  };
  return (
    <Card>
      <CardContent padding="tight" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="stats-title" className="text-lg font-semibold">
            {t('stats.title')}
          </h2>
          {stats && <DataBadge stats={stats} />}
        </div>
        {stats ? (
          <>
            <p>
              <span className="text-4xl font-bold" data-testid="provider-total">
                {stats.total.toLocaleString(locale)}
              </span>{' '}
              <span className="text-muted-foreground">
                {t('stats.inDirectory', { count: stats.total })}
              </span>
            </p>
            {stats.total > 0 && (
              <ul aria-label={t('stats.bySource')} className="flex flex-wrap gap-2">
                {PROVIDER_ORIGINS.filter((origin) => stats.bySource[origin] > 0).map((origin) => (
                  <li
                    key={origin}
                    className="rounded-md border border-border bg-muted px-2.5 py-1 text-sm"
                  >
                    {sourceWords[origin]}{' '}
                    <span className="font-semibold">
                      {stats.bySource[origin].toLocaleString(locale)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {states.length > 0 ? (
              <div className="grid gap-2">
                <h3 id="stats-per-state" className="text-sm font-medium text-muted-foreground">
                  {t('stats.perState')}
                </h3>
                {/* Every state and territory can have providers: a grid of even cells stays
                    readable with 56 of them on a phone, where a wrapped row would not. */}
                <ul
                  aria-labelledby="stats-per-state"
                  className="grid grid-cols-[repeat(auto-fill,minmax(6.25rem,1fr))] gap-2"
                >
                  {states.map(([state, count]) => (
                    <li
                      key={state}
                      className="flex items-baseline justify-between gap-2 rounded-md border border-border bg-muted px-2.5 py-1 text-sm"
                    >
                      <span className="font-semibold">{state}</span>
                      <span className="tabular-nums">{count.toLocaleString(locale)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">{t('stats.none')}</p>
            )}
          </>
        ) : isError ? (
          <p role="alert">{t('stats.loadError')}</p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" /> {t('stats.loading')}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
          <Button asChild variant="outline">
            <Link to="/provider-management">
              <ImageIcon aria-hidden="true" /> {t('stats.manage')}
            </Link>
          </Button>
          <span className="text-sm text-muted-foreground">{t('stats.manageHint')}</span>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * 'Live Data' only once no fictional sample provider is left; beside real ones, both counts, so
 * nobody takes the sample for the directory.
 */
function DataBadge({ stats }: { stats: ProviderStats }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const sample = stats.bySource.sample;
  const live = stats.total - sample;
  if (!stats.hasRealData) return <Badge variant="secondary">{t('stats.sample')}</Badge>;
  if (sample === 0) return <Badge>{t('stats.live')}</Badge>;
  return (
    <Badge variant="secondary">
      {t('stats.mixed', {
        sample: sample.toLocaleString(locale),
        live: live.toLocaleString(locale),
      })}
    </Badge>
  );
}
