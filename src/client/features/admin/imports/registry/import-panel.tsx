import { Download, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isActiveImport, SINGLE_IMPORT_STATES, type ImportRun } from '@shared/api/admin';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useStartMultiStateImport } from './api/start-import';
import {
  startAnyStateImport,
  startStateImport,
  useStartStateImport,
} from './api/start-state-import';
import { AnyStateImport } from './any-state-import';
import { ImportProgress } from './import-progress';

/** The import buttons; all disabled while any import runs (docs/product.md#imports). */
export function ImportPanel({ run }: { run: ImportRun | null | undefined }) {
  const { t } = useTranslation('admin');
  const multi = useStartMultiStateImport();
  const single = useStartStateImport(startStateImport);
  const any = useStartStateImport(startAnyStateImport);
  const busy = isActiveImport(run) || multi.isPending || single.isPending || any.isPending;

  return (
    <Card>
      <CardContent padding="tight" className="grid gap-4">
        <div>
          <h2 className="text-lg font-semibold">{t('import.title')}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('import.intro')}</p>
        </div>
        <Button className="w-full sm:w-fit" disabled={busy} onClick={() => multi.mutate()}>
          <Globe aria-hidden="true" /> {t('import.allStates')}
        </Button>
        <div
          role="group"
          aria-label={t('import.oneState')}
          className="grid grid-cols-4 gap-2 sm:grid-cols-7"
        >
          {SINGLE_IMPORT_STATES.map((state) => (
            <Button
              key={state}
              variant="outline"
              disabled={busy}
              aria-label={t('import.state', { state })}
              onClick={() => single.mutate(state)}
            >
              <Download aria-hidden="true" /> {state}
            </Button>
          ))}
        </div>
        <AnyStateImport disabled={busy} onImport={(state) => any.mutate(state)} />
        <ImportProgress run={run} />
      </CardContent>
    </Card>
  );
}
