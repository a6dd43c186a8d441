import admin from '@shared/i18n/locales/en/admin.json';
import auth from '@shared/i18n/locales/en/auth.json';
import basket from '@shared/i18n/locales/en/basket.json';
import claims from '@shared/i18n/locales/en/claims.json';
import clinic from '@shared/i18n/locales/en/clinic.json';
import common from '@shared/i18n/locales/en/common.json';
import errors from '@shared/i18n/locales/en/errors.json';
import landing from '@shared/i18n/locales/en/landing.json';
import listing from '@shared/i18n/locales/en/listing.json';
import profile from '@shared/i18n/locales/en/profile.json';
import requests from '@shared/i18n/locales/en/requests.json';
import scheduling from '@shared/i18n/locales/en/scheduling.json';
import search from '@shared/i18n/locales/en/search.json';
import services from '@shared/i18n/locales/en/services.json';
import type { ClientNamespace } from '@shared/i18n/namespaces';

/**
 * The browser's English words, all of them: the server's render uses them, and the browser loads
 * them with its first page beyond the landing page (whose words it ships with). English is the
 * default and the fallback.
 */
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
