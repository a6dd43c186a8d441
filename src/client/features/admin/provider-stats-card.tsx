import { ImageIcon, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ProviderStats } from '@shared/api/admin';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';

/** Provider statistics: total, the Live/Sample badge, counts per state. */
export function ProviderStatsCard({
  stats,
  isError,
}: {
  stats: ProviderStats | undefined;
  isError: boolean;
}) {
  const states = Object.entries(stats?.byState ?? {});
  return (
    <Card>
      <CardContent className="grid gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="stats-title" className="text-lg font-semibold">
            Provider Statistics
          </h2>
          {stats && (
            <Badge variant={stats.hasRealData ? 'default' : 'secondary'}>
              {stats.hasRealData ? 'Live Data' : 'Sample Data'}
            </Badge>
          )}
        </div>
        {stats ? (
          <>
            <p>
              <span className="text-4xl font-bold" data-testid="provider-total">
                {stats.total.toLocaleString('en-US')}
              </span>{' '}
              <span className="text-muted-foreground">providers in the directory</span>
            </p>
            {states.length > 0 ? (
              <ul aria-label="Providers per state" className="flex flex-wrap gap-2">
                {states.map(([state, count]) => (
                  <li
                    key={state}
                    className="rounded-md border border-border bg-muted px-2.5 py-1 text-sm"
                  >
                    <span className="font-semibold">{state}</span> {count.toLocaleString('en-US')}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No providers yet.</p>
            )}
          </>
        ) : isError ? (
          <p role="alert">The statistics could not be loaded.</p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading statistics...
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
          <Button asChild variant="outline">
            <Link to="/provider-management">
              <ImageIcon aria-hidden="true" /> Manage Provider Details
            </Link>
          </Button>
          <span className="text-sm text-muted-foreground">Provider images and website URLs</span>
        </div>
      </CardContent>
    </Card>
  );
}
