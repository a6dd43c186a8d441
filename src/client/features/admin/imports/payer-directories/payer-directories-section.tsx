import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@client/components/ui/card';
import { AddDirectoryForm } from './add-directory-form';
import { usePayerDirectories } from './api/use-payer-directories';
import { DirectoryItem } from './directory-item';
import { usePayerImportOutcome } from './use-payer-import-outcome';
import { PAYERS_TITLE_ID } from './section-heading';

/**
 * 'Payer directories': health plans' FHIR provider directories, whose networks tell families
 * which providers take their insurance; each kept, imported and removed here.
 */
export function PayerDirectoriesSection() {
  const { t } = useTranslation('admin');
  const list = usePayerDirectories();
  const directories = list.data;
  usePayerImportOutcome(directories);

  return (
    <section aria-labelledby={PAYERS_TITLE_ID}>
      <Card>
        <CardContent padding="tight" className="grid gap-5">
          <div>
            <h2 id={PAYERS_TITLE_ID} tabIndex={-1} className="text-lg font-semibold">
              {t('payers.title')}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('payers.intro')}</p>
          </div>
          {directories ? (
            directories.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
                {t('payers.empty')}
              </p>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">{t('payers.importHint')}</p>
                <ul aria-labelledby={PAYERS_TITLE_ID} className="grid gap-4">
                  {directories.map((directory) => (
                    <DirectoryItem key={directory.id} directory={directory} />
                  ))}
                </ul>
              </>
            )
          ) : list.isError ? (
            <p role="alert">{t('payers.loadError')}</p>
          ) : (
            <p role="status" className="flex items-center gap-2 text-muted-foreground">
              <Loader2 aria-hidden="true" className="size-5 animate-spin" /> {t('payers.loading')}
            </p>
          )}
          <AddDirectoryForm />
        </CardContent>
      </Card>
    </section>
  );
}
