import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClinicListing } from '@shared/api/clinic-listing';
import { SERVICE_OPTIONS } from '@shared/rules/care-options';
import { OptionChecklist } from '@client/components/option-checklist';
import { FieldRow } from './field-source';
import { ListingSection } from './listing-section';
import { useSaveListing } from './use-save-listing';
import { useListingWords } from './use-words';

const CHOICES = ['yes', 'no', 'unknown'] as const;
type Choice = (typeof CHOICES)[number];

/** Accepting new patients, overall and per service ('Not accepting for ABA therapy'). */
export function PatientsSection({ listing }: { listing: ClinicListing }) {
  const { t } = useTranslation('listing');
  const optionWords = useListingWords();
  const serviceName = optionWords.service;
  const id = useId();
  const { save, pending, error } = useSaveListing(listing.id);
  const { values, fields } = listing;
  const [choice, setChoice] = useState<Choice>('unknown');
  const [notFor, setNotFor] = useState<string[]>([]);
  const choiceOf = (accepting: boolean | null): Choice =>
    accepting === null ? 'unknown' : accepting ? 'yes' : 'no';
  const words: Record<Choice, string> = {
    yes: t('values.accepting'),
    no: t('values.notAccepting'),
    unknown: t('values.notSaid'),
  };
  const shown =
    values.acceptingNewPatients && values.notAcceptingServices.length
      ? `${words.yes}. ${t('values.notAcceptingFor', {
          services: values.notAcceptingServices.map(serviceName).join(', '),
        })}`
      : words[choiceOf(values.acceptingNewPatients)];
  const services = SERVICE_OPTIONS.filter(
    (option) => values.servicesOffered.length === 0 || values.servicesOffered.includes(option),
  );
  return (
    <ListingSection
      title={t('sections.newPatients')}
      view={
        <FieldRow
          label={t('fields.acceptingNewPatients')}
          value={shown}
          state={fields.acceptingNewPatients}
        />
      }
      onEdit={() => {
        setChoice(choiceOf(values.acceptingNewPatients));
        setNotFor(values.notAcceptingServices);
      }}
      form={() => (
        <>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t('fields.acceptingNewPatients')}</legend>
            <div className="flex flex-wrap gap-4">
              {CHOICES.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 items-center gap-2"
                  htmlFor={`${id}-${value}`}
                >
                  <input
                    id={`${id}-${value}`}
                    type="radio"
                    name={`${id}-accepting`}
                    className="size-6"
                    checked={choice === value}
                    onChange={() => setChoice(value)}
                  />
                  {words[value]}
                </label>
              ))}
            </div>
          </fieldset>
          {choice === 'yes' && (
            <OptionChecklist
              legend={t('fields.notAcceptingServices')}
              options={services}
              label={serviceName}
              selected={notFor}
              onChange={setNotFor}
            />
          )}
        </>
      )}
      pending={pending}
      error={error}
      save={() =>
        save({
          acceptingNewPatients: choice === 'unknown' ? null : choice === 'yes',
          notAcceptingServices: choice === 'yes' ? notFor.filter(optionWords.isService) : [],
        })
      }
    />
  );
}
