import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClinicListing } from '@shared/api/clinic-listing';
import { ApproximateLocation } from '@client/components/approximate-location';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useListingFieldLabels } from '@client/components/listing-field-labels';
import { FieldRow } from './field-source';
import { ListingSection } from './listing-section';
import { useSaveListing } from './use-save-listing';

const PARTS = ['addressLine', 'city', 'state', 'zipCode'] as const;
type Part = (typeof PARTS)[number];

/** The practice's address; the map places it at the ZIP code's centre. */
export function AddressSection({ listing }: { listing: ClinicListing }) {
  const { t } = useTranslation('listing');
  const id = useId();
  const labels = useListingFieldLabels();
  const { save, pending, error } = useSaveListing(listing.id);
  const { address } = listing.values;
  const [draft, setDraft] = useState<Record<Part, string>>({
    addressLine: '',
    city: '',
    state: '',
    zipCode: '',
  });
  const shown = [
    address.addressLine,
    address.city,
    [address.state, address.zipCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <ListingSection
      title={t('sections.address')}
      view={
        <>
          <FieldRow label={t('fields.address')} value={shown} state={listing.fields.address} />
          <ApproximateLocation approximate={listing.locationApproximate} />
        </>
      }
      onEdit={() =>
        setDraft({
          addressLine: address.addressLine ?? '',
          city: address.city,
          state: address.state,
          zipCode: address.zipCode ?? '',
        })
      }
      form={() => (
        <div className="grid gap-3 sm:grid-cols-2">
          {PARTS.map((part) => (
            <div key={part} className="grid gap-1">
              <Label htmlFor={`${id}-${part}`}>{labels[part]}</Label>
              <Input
                id={`${id}-${part}`}
                value={draft[part]}
                autoComplete={
                  part === 'addressLine'
                    ? 'address-line1'
                    : part === 'city'
                      ? 'address-level2'
                      : part === 'state'
                        ? 'address-level1'
                        : 'postal-code'
                }
                inputMode={part === 'zipCode' ? 'numeric' : undefined}
                maxLength={part === 'state' ? 2 : part === 'zipCode' ? 5 : 200}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    [part]:
                      part === 'state' ? event.target.value.toUpperCase() : event.target.value,
                  })
                }
              />
            </div>
          ))}
        </div>
      )}
      pending={pending}
      error={error}
      save={() =>
        save({
          addressLine: draft.addressLine.trim(),
          city: draft.city.trim(),
          state: draft.state.trim(),
          zipCode: draft.zipCode.trim(),
        })
      }
    />
  );
}
