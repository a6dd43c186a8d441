import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClinicListing } from '@shared/api/clinic-listing';
import { IMAGE_TYPES } from '@shared/api/provider-management';
import { FormMessage } from '@client/components/ui/form-message';
import { apiErrorMessage } from '@client/lib/api-client';
import { useUploadPhoto } from './api/listing-api';
import { useSourceText } from './field-source';
import { ListingSection } from './listing-section';

/** The practice's photo, uploaded as an admin's is: JPEG, PNG or WebP, checked on the server. */
export function PhotoSection({ listing }: { listing: ClinicListing }) {
  const { t } = useTranslation('listing');
  const id = useId();
  const upload = useUploadPhoto(listing.id);
  const sourceText = useSourceText();
  const image = listing.values.profileImageUrl;
  return (
    <ListingSection
      title={t('sections.photo')}
      form={null}
      view={
        <div className="grid gap-3">
          {image ? (
            <img
              src={image}
              alt={t('values.photoAlt', { name: listing.name })}
              className="size-32 rounded-md object-cover"
            />
          ) : (
            <p className="text-muted-foreground">{t('values.noPhoto')}</p>
          )}
          <p className="text-xs text-muted-foreground">{sourceText(listing.fields.photo)}</p>
          <div>
            <label
              htmlFor={`${id}-file`}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-border px-4 text-sm font-medium focus-within:ring-2 focus-within:ring-ring"
            >
              {upload.isPending ? t('actions.uploading') : t('actions.choosePhoto')}
              <input
                id={`${id}-file`}
                type="file"
                accept={IMAGE_TYPES.join(',')}
                className="sr-only"
                disabled={upload.isPending}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) upload.mutate(file);
                  event.target.value = '';
                }}
              />
            </label>
          </div>
          {upload.isError && (
            <FormMessage id={`${id}-error`} role="alert">
              {apiErrorMessage(upload.error, t('page.notSaved'))}
            </FormMessage>
          )}
        </div>
      }
    />
  );
}
