import { Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { apiErrorMessage } from '@client/lib/api-client';
import { useDeleteAccount } from './api/delete-account';
import { ProveItIsYouDialog } from './prove-it-is-you-dialog';

/** The family's data to take away ('Download my data') or to delete with the account. */
export function YourDataCard() {
  const { t } = useTranslation('profile');
  const id = useId();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const error = remove.error ? apiErrorMessage(remove.error, t('pleaseTryAgain')) : null;

  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <CardContent padding="tight">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t('data.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('data.intro')}</p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <Button asChild variant="outline" size="touch">
              <a href="/api/account/export" download>
                <Download aria-hidden="true" /> {t('data.download')}
              </a>
            </Button>
            <Button variant="destructive" size="touch" onClick={() => setOpen(true)}>
              <Trash2 aria-hidden="true" /> {t('data.delete')}
            </Button>
          </div>
        </CardContent>
      </Card>
      <ProveItIsYouDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) remove.reset();
        }}
        title={t('data.confirmTitle')}
        description={t('data.confirmDescription')}
        cancelLabel={t('data.keep')}
        confirmLabel={t('data.delete')}
        pendingLabel={t('data.deleting')}
        pending={remove.isPending}
        error={error}
        onConfirm={(password) =>
          remove.mutate(password, {
            // A full page load: every cached answer about the account goes with it.
            onSuccess: () => window.location.assign('/'),
          })
        }
      />
    </section>
  );
}
