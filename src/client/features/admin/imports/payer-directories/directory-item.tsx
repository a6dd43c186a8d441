import { Download, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isActiveImport } from '@shared/api/admin';
import type { PayerDirectory } from '@shared/api/payer-directories';
import { Button } from '@client/components/ui/button';
import { useCareOptionWords } from '@client/i18n/use-care-option-words';
import { useLocale } from '@client/i18n/use-locale';
import { useStartPayerImport } from './api/start-payer-import';
import { PayerRunSummary } from './payer-run-summary';
import { RemoveDirectoryDialog } from './remove-directory-dialog';

/** One directory: what it is, what it places, its newest import, and what can be done with it. */
export function DirectoryItem({ directory }: { directory: PayerDirectory }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { insuranceName } = useCareOptionWords();
  const start = useStartPayerImport();
  const busy = isActiveImport(directory.lastRun) || start.isPending;
  const { name, networks } = directory;

  return (
    <li className="grid min-w-0 gap-3 rounded-lg border border-border p-4">
      <div className="min-w-0">
        <h3 className="font-semibold break-words">{name}</h3>
        <p className="mt-1 text-sm break-all text-muted-foreground">{directory.baseUrl}</p>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{t('payers.item.insurance')}</dt>
          <dd className="font-medium">{insuranceName(directory.insuranceType)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('payers.item.providers')}</dt>
          <dd className="font-medium">{directory.providers.toLocaleString(locale)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('payers.item.networks')}</dt>
          <dd className="font-medium">{networks.length.toLocaleString(locale)}</dd>
        </div>
      </dl>
      {networks.length > 0 && (
        <details className="text-sm">
          <summary className="min-h-6 cursor-pointer py-0.5 font-medium text-primary">
            {t('payers.item.networkNames', {
              count: networks.length,
              n: networks.length.toLocaleString(locale),
            })}
          </summary>
          <ul className="mt-1 list-disc pl-5">
            {networks.map((network) => (
              <li key={network.id} className="break-words">
                {network.name}
              </li>
            ))}
          </ul>
        </details>
      )}
      <PayerRunSummary run={directory.lastRun} name={name} />
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={busy}
          aria-label={t('payers.item.importNowLabel', { name })}
          onClick={() => start.mutate({ directory, full: false })}
        >
          <Download aria-hidden="true" /> {t('payers.item.importNow')}
        </Button>
        {/* Only after a first import is there anything to read again: the first reads it all. */}
        {directory.lastRun && (
          <Button
            variant="outline"
            disabled={busy}
            aria-label={t('payers.item.fullLabel', { name })}
            onClick={() => start.mutate({ directory, full: true })}
          >
            <RefreshCw aria-hidden="true" /> {t('payers.item.full')}
          </Button>
        )}
        <RemoveDirectoryDialog directory={directory} />
      </div>
    </li>
  );
}
