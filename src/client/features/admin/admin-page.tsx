import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isActiveImport } from '@shared/api/admin';
import { Card, CardContent } from '@client/components/ui/card';
import { useLatestImport } from './imports/registry/api/get-latest-import';
import { useProviderStats } from './provider-stats/api/get-provider-stats';
import { AuditLogTable } from './audit/audit-log-table';
import { BackupStatusCard } from './backups/backup-status-card';
import { ClearProvidersDialog } from './imports/registry/clear-providers-dialog';
import { ImportPanel } from './imports/registry/import-panel';
import { ListingClaimsSection } from './listing-claims/listing-claims-section';
import { PayerDirectoriesSection } from './imports/payer-directories/payer-directories-section';
import { RegistryFileSection } from './imports/registry-file/registry-file-section';
import { ProviderStatsCard } from './provider-stats/provider-stats-card';
import { UnreachableClinicsCard } from './unreachable-clinics/unreachable-clinics-card';
import { useImportOutcome } from './imports/registry/use-import-outcome';

/** `/admin` (docs/product.md#admin-dashboard); wrapped in AdminsOnly by the router. */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const latest = useLatestImport();
  const run = latest.data;
  const importing = isActiveImport(run);
  const stats = useProviderStats({ poll: importing && (run?.states.length ?? 0) > 1 });
  useImportOutcome(run);

  return (
    <main className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:py-10">
      <Link
        to="/home"
        className="flex min-h-6 w-fit items-center gap-2 text-sm font-medium hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('page.back')}
      </Link>
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('page.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('page.intro')}</p>
      </div>
      <section aria-labelledby="stats-title">
        <ProviderStatsCard stats={stats.data} isError={stats.isError} />
      </section>
      <UnreachableClinicsCard />
      <ListingClaimsSection />
      <BackupStatusCard />
      <ImportPanel run={run} />
      <RegistryFileSection />
      <PayerDirectoriesSection />
      <Card>
        <CardContent padding="tight" className="grid gap-3">
          <h2 className="text-lg font-semibold">{t('clear.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('clear.intro')}</p>
          <div>
            <ClearProvidersDialog disabled={importing} />
          </div>
        </CardContent>
      </Card>
      <section aria-labelledby="activity-title">
        <AuditLogTable />
      </section>
    </main>
  );
}
