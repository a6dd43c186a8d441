import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClinicListing } from '@shared/api/clinic-listing';
import { INSURANCE_OPTIONS, SERVICE_OPTIONS } from '@shared/rules/care-options';
import { OptionChecklist } from '@client/components/option-checklist';
import { FieldRow } from './field-source';
import { ListingSection } from './listing-section';
import { useSaveListing } from './use-save-listing';
import { useListingWords } from './use-words';

/** The services the practice offers. */
export function ServicesSection({ listing }: { listing: ClinicListing }) {
  const { t } = useTranslation('listing');
  const words = useListingWords();
  const serviceName = words.service;
  const { save, pending, error } = useSaveListing(listing.id);
  const [selected, setSelected] = useState<string[]>([]);
  const current = listing.values.servicesOffered;
  return (
    <ListingSection
      title={t('sections.services')}
      view={
        <FieldRow
          label={t('fields.servicesOffered')}
          value={current.length ? current.map(serviceName).join(', ') : t('values.notSaid')}
          state={listing.fields.servicesOffered}
        />
      }
      onEdit={() => setSelected(current.filter(words.isService))}
      form={() => (
        <OptionChecklist
          legend={t('fields.servicesOffered')}
          options={SERVICE_OPTIONS}
          label={serviceName}
          selected={selected}
          onChange={setSelected}
        />
      )}
      pending={pending}
      error={error}
      save={() => save({ servicesOffered: selected.filter(words.isService) })}
    />
  );
}

/** The insurances it takes and, where payer directories list them, the plans (networks). */
export function InsuranceSection({ listing }: { listing: ClinicListing }) {
  const { t } = useTranslation('listing');
  const words = useListingWords();
  const insuranceName = words.insurance;
  const { save, pending, error } = useSaveListing(listing.id);
  const [insurance, setInsurance] = useState<string[]>([]);
  const [networks, setNetworks] = useState<string[]>([]);
  const { values, fields } = listing;
  const networkName = (id: string) => listing.networks.find((n) => n.id === id)?.name ?? id;
  const shownNetworks = listing.networks.filter((network) =>
    insurance.includes(network.insuranceType),
  );
  return (
    <ListingSection
      title={t('sections.insurance')}
      view={
        <>
          <FieldRow
            label={t('fields.acceptedInsurance')}
            value={
              values.acceptedInsurance.length
                ? values.acceptedInsurance.map(insuranceName).join(', ')
                : t('values.notSaid')
            }
            state={fields.acceptedInsurance}
          />
          {(listing.networks.length > 0 || values.acceptedNetworkIds !== null) && (
            <FieldRow
              label={t('fields.acceptedNetworkIds')}
              value={
                values.acceptedNetworkIds?.length
                  ? values.acceptedNetworkIds.map(networkName).join(', ')
                  : t('values.notSaid')
              }
              state={fields.acceptedNetworkIds}
            />
          )}
        </>
      }
      onEdit={() => {
        setInsurance(values.acceptedInsurance.filter(words.isInsurance));
        setNetworks(values.acceptedNetworkIds ?? []);
      }}
      form={() => (
        <>
          <OptionChecklist
            legend={t('fields.acceptedInsurance')}
            options={INSURANCE_OPTIONS}
            label={insuranceName}
            selected={insurance}
            onChange={setInsurance}
          />
          {shownNetworks.length > 0 && (
            <OptionChecklist
              legend={t('fields.acceptedNetworkIds')}
              options={shownNetworks.map((n) => n.id)}
              label={networkName}
              selected={networks}
              onChange={setNetworks}
            />
          )}
        </>
      )}
      pending={pending}
      error={error}
      save={() => {
        const kept = new Set(shownNetworks.map((n) => n.id));
        return save({
          acceptedInsurance: insurance.filter(words.isInsurance),
          ...(listing.networks.length
            ? { acceptedNetworkIds: networks.filter((n) => kept.has(n)) }
            : {}),
        });
      }}
    />
  );
}
