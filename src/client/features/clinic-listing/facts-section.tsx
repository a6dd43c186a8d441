import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClinicListing } from '@shared/api/clinic-listing';
import { languageName } from '@shared/rules/practice-facts';
import {
  draftOf,
  PracticeFactsFields,
  readFacts,
  type FactsDraft,
  type FactsErrors,
} from '@client/components/practice-facts-fields';
import { useLocale } from '@client/i18n/use-locale';
import { FieldRow } from './field-source';
import { ListingSection } from './listing-section';
import { useSaveListing } from './use-save-listing';

/** Ages seen, languages spoken and telehealth, with the same fields an admin uses. */
export function FactsSection({ listing }: { listing: ClinicListing }) {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  const { save, pending, error } = useSaveListing(listing.id);
  const { values, fields } = listing;
  const [draft, setDraft] = useState<FactsDraft>(() => draftOf(values));
  const [errors, setErrors] = useState<FactsErrors>({});
  const notSaid = t('values.notSaid');
  return (
    <ListingSection
      title={t('sections.facts')}
      view={
        <>
          <FieldRow
            label={t('fields.ages')}
            value={
              values.agesFrom === null
                ? notSaid
                : t('values.ages', { from: values.agesFrom, to: values.agesTo })
            }
            state={fields.ages}
          />
          <FieldRow
            label={t('fields.languages')}
            value={
              values.languages?.length
                ? values.languages.map((code) => languageName(code, locale)).join(', ')
                : notSaid
            }
            state={fields.languages}
          />
          <FieldRow
            label={t('fields.telehealth')}
            value={
              values.telehealth === null
                ? notSaid
                : values.telehealth
                  ? t('values.yes')
                  : t('values.no')
            }
            state={fields.telehealth}
          />
        </>
      }
      onEdit={() => {
        setDraft(draftOf(values));
        setErrors({});
      }}
      form={() => <PracticeFactsFields draft={draft} errors={errors} onChange={setDraft} />}
      pending={pending}
      error={error}
      save={async () => {
        const read = readFacts(draft);
        if (read.errors) {
          setErrors(read.errors);
          return false;
        }
        setErrors({});
        return save(read.facts);
      }}
    />
  );
}
