import { useTranslation } from 'react-i18next';

/**
 * The names of a listing's fields (and the address's parts) as the clinic's page and the
 * family's card word them, keyed as the API names them.
 */
export function useListingFieldLabels(): Record<string, string> {
  const { t } = useTranslation('listing');
  return {
    email: t('fields.email'),
    phone: t('fields.phone'),
    websiteUrl: t('fields.websiteUrl'),
    acceptingNewPatients: t('fields.acceptingNewPatients'),
    notAcceptingServices: t('fields.notAcceptingServices'),
    servicesOffered: t('fields.servicesOffered'),
    acceptedInsurance: t('fields.acceptedInsurance'),
    acceptedNetworkIds: t('fields.acceptedNetworkIds'),
    ages: t('fields.ages'),
    agesFrom: t('fields.ages'),
    agesTo: t('fields.ages'),
    languages: t('fields.languages'),
    telehealth: t('fields.telehealth'),
    address: t('fields.address'),
    addressLine: t('fields.addressLine'),
    city: t('fields.city'),
    state: t('fields.state'),
    zipCode: t('fields.zipCode'),
    photo: t('fields.photo'),
    openings: t('fields.openings'),
  };
}
