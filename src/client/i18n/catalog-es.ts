import admin from '@shared/i18n/locales/es/admin.json';
import auth from '@shared/i18n/locales/es/auth.json';
import basket from '@shared/i18n/locales/es/basket.json';
import claims from '@shared/i18n/locales/es/claims.json';
import clinic from '@shared/i18n/locales/es/clinic.json';
import common from '@shared/i18n/locales/es/common.json';
import errors from '@shared/i18n/locales/es/errors.json';
import landing from '@shared/i18n/locales/es/landing.json';
import listing from '@shared/i18n/locales/es/listing.json';
import profile from '@shared/i18n/locales/es/profile.json';
import requests from '@shared/i18n/locales/es/requests.json';
import scheduling from '@shared/i18n/locales/es/scheduling.json';
import search from '@shared/i18n/locales/es/search.json';
import services from '@shared/i18n/locales/es/services.json';
import type { ClientNamespace } from '@shared/i18n/namespaces';

/** The browser's Spanish words, a chunk of their own loaded only for a family reading Spanish. */
export const catalog: Record<ClientNamespace, object> = {
  admin,
  auth,
  basket,
  claims,
  clinic,
  common,
  errors,
  landing,
  listing,
  profile,
  requests,
  scheduling,
  search,
  services,
};
