import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { FormMessage } from '@client/components/ui/form-message';

/**
 * One section of the listing: what families see, and an 'Edit' button that opens the section's
 * form in place. `save` resolves once saved (the form closes) and throws what to show otherwise.
 */
export function ListingSection({
  title,
  view,
  form,
  save,
  pending,
  error,
  onEdit,
}: {
  title: string;
  view: ReactNode;
  /** The form's fields; null for a section edited by its own controls. */
  form: (() => ReactNode) | null;
  save?: () => Promise<boolean>;
  pending?: boolean;
  /** What went wrong with the last save, worded for the reader. */
  error?: string | null;
  /** Fills the form from the listing as it is now. */
  onEdit?: () => void;
}) {
  const { t } = useTranslation('listing');
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save && (await save())) setEditing(false);
  };
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardContent padding="none" className="grid gap-4 p-4 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={headingId} className="text-lg font-semibold">
              {title}
            </h2>
            {form && !editing && (
              <Button
                variant="outline"
                size="sm"
                className="min-h-11 sm:min-h-9"
                onClick={() => {
                  onEdit?.();
                  setEditing(true);
                }}
              >
                {t('actions.edit', { section: title.toLowerCase() })}
              </Button>
            )}
          </div>
          {form && editing ? (
            <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
              {form()}
              {error && (
                <FormMessage id={`${headingId}-error`} role="alert">
                  {error}
                </FormMessage>
              )}
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={pending}>
                  {t('actions.save')}
                </Button>
                <Button type="button" variant="outline" onClick={() => setEditing(false)}>
                  {t('actions.cancel')}
                </Button>
              </div>
            </form>
          ) : (
            <div className="grid gap-3 text-sm">{view}</div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
