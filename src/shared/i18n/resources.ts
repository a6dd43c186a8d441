import enAuth from './locales/en/auth.json';
import enClinicEmails from './locales/en/clinic-emails.json';
import enCommon from './locales/en/common.json';
import enEmail from './locales/en/email.json';
import enErrors from './locales/en/errors.json';
import enSearch from './locales/en/search.json';
import esAuth from './locales/es/auth.json';
import esClinicEmails from './locales/es/clinic-emails.json';
import esCommon from './locales/es/common.json';
import esEmail from './locales/es/email.json';
import esErrors from './locales/es/errors.json';
import esSearch from './locales/es/search.json';
import type { Language } from './languages';
import { SERVER_NAMESPACES, type ServerNamespace } from './namespaces';

// The server's catalogs, bundled with its code (nothing is read from disk at run time): `email`
// for the e-mails and calendar files sent to families, `clinic-emails` for those sent to clinics,
// `errors` for the API's error messages, `auth` for the sign-out page, and the screens' own words
// for what an e-mail or calendar file says as a screen does: `search` for waits, `common` for
// specialties.
export const NAMESPACES = SERVER_NAMESPACES;
export type Namespace = ServerNamespace;

export const RESOURCES: Record<Language, Record<Namespace, object>> = {
  en: {
    email: enEmail,
    'clinic-emails': enClinicEmails,
    errors: enErrors,
    auth: enAuth,
    search: enSearch,
    common: enCommon,
  },
  es: {
    email: esEmail,
    'clinic-emails': esClinicEmails,
    errors: esErrors,
    auth: esAuth,
    search: esSearch,
    common: esCommon,
  },
};
