import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClinicListing } from '@shared/api/clinic-listing';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useListingFieldLabels } from '@client/components/listing-field-labels';
import { FieldRow } from './field-source';
import { ListingSection } from './listing-section';
import { useSaveListing } from './use-save-listing';

/** Where requests go, and how families reach the clinic otherwise. */
export function ContactSection({ listing }: { listing: ClinicListing }) {
  const { t } = useTranslation('listing');
  const id = useId();
  const labels = useListingFieldLabels();
  const { save, pending, error } = useSaveListing(listing.id);
  const { values, fields } = listing;
  const [draft, setDraft] = useState({ email: '', phone: '', websiteUrl: '' });
  const notSaid = t('values.notSaid');
  const input = (field: keyof typeof draft, type: string, hint?: string) => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${field}`}>{labels[field]}</Label>
      {hint && (
        <p id={`${id}-${field}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <Input
        id={`${id}-${field}`}
        type={type}
        value={draft[field]}
        aria-describedby={hint ? `${id}-${field}-hint` : undefined}
        onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
      />
    </div>
  );
  return (
    <ListingSection
      title={t('sections.contact')}
      view={
        <>
          <FieldRow
            label={t('fields.email')}
            value={values.email ?? notSaid}
            state={fields.email}
          />
          <FieldRow
            label={t('fields.phone')}
            value={values.phone ?? notSaid}
            state={fields.phone}
          />
          <FieldRow
            label={t('fields.websiteUrl')}
            value={values.websiteUrl ?? notSaid}
            state={fields.websiteUrl}
          />
        </>
      }
      form={() => (
        <>
          {input('email', 'email', t('fields.emailHint'))}
          {input('phone', 'tel')}
          {input('websiteUrl', 'url')}
        </>
      )}
      pending={pending}
      error={error}
      save={() => {
        // Only what changed is the clinic's word now; the rest keeps its source.
        const email = draft.email.trim();
        const phone = draft.phone.trim() || null;
        const websiteUrl = draft.websiteUrl.trim() || null;
        return save({
          ...(email && email !== values.email ? { email } : {}),
          ...(phone !== values.phone ? { phone } : {}),
          ...(websiteUrl !== values.websiteUrl ? { websiteUrl } : {}),
        });
      }}
      onEdit={() =>
        setDraft({
          email: values.email ?? '',
          phone: values.phone ?? '',
          websiteUrl: values.websiteUrl ?? '',
        })
      }
    />
  );
}
