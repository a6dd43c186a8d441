import enAuth from './locales/en/auth.json';
import enEmail from './locales/en/email.json';
import enErrors from './locales/en/errors.json';
import esAuth from './locales/es/auth.json';
import esEmail from './locales/es/email.json';
import esErrors from './locales/es/errors.json';
import type { Language } from './languages';
import { SERVER_NAMESPACES, type ServerNamespace } from './namespaces';

// The server's catalogs, bundled with its code (nothing is read from disk at run time): `email`
// for the e-mails and calendar files sent to families, `errors` for the API's error messages,
// `auth` for the sign-out page.
export const NAMESPACES = SERVER_NAMESPACES;
export type Namespace = ServerNamespace;

export const RESOURCES: Record<Language, Record<Namespace, object>> = {
  en: { email: enEmail, errors: enErrors, auth: enAuth },
  es: { email: esEmail, errors: esErrors, auth: esAuth },
};
