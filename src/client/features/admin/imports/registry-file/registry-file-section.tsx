import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isActiveRegistryFile } from '@shared/api/registry-file';
import { Card, CardContent } from '@client/components/ui/card';
import { useRegistryFiles } from './api/registry-files';
import { RegistryFileProgress } from './registry-file-progress';
import { RegistryFileRunsList } from './registry-file-runs-list';
import { StartRegistryFileForm } from './start-registry-file-form';
import { useRegistryFileOutcome } from './use-registry-file-outcome';

const TITLE_ID = 'registry-file-title';
const RUNS_TITLE_ID = 'registry-file-runs-title';

/**
 * 'National registry file' (docs/product.md#national-registry-file): the NPPES monthly file or a
 * weekly update, imported from a path on the server or a URL; the run in progress with its counts,
 * pause and resume; the last runs.
 */
export function RegistryFileSection() {
  const { t } = useTranslation('admin');
  const list = useRegistryFiles();
  const runs = list.data?.runs;
  useRegistryFileOutcome(runs);
  const newest = runs?.[0];
  // The newest run while it works or waits to be resumed; a finished one is in the list below.
  const current =
    newest && (isActiveRegistryFile(newest) || newest.status === 'paused') ? newest : undefined;

  return (
    <section aria-labelledby={TITLE_ID}>
      <Card>
        <CardContent padding="tight" className="grid gap-5">
          <div>
            <h2 id={TITLE_ID} className="text-lg font-semibold">
              {t('registryFile.title')}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('registryFile.intro')}</p>
          </div>
          {list.data ? (
            <>
              {current && <RegistryFileProgress run={current} />}
              <StartRegistryFileForm
                folder={list.data.folder}
                busy={runs?.some(isActiveRegistryFile) ?? false}
              />
              <RegistryFileRunsList runs={list.data.runs} titleId={RUNS_TITLE_ID} />
            </>
          ) : list.isError ? (
            <p role="alert">{t('registryFile.runs.loadError')}</p>
          ) : (
            <p role="status" className="flex items-center gap-2 text-muted-foreground">
              <Loader2 aria-hidden="true" className="size-5 animate-spin" />{' '}
              {t('registryFile.runs.loading')}
            </p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
