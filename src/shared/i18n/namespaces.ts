// The catalogs, one JSON file per language and namespace under ./locales. The browser loads the
// page namespaces (one per area, so each area's words live together); the server writes e-mails,
// error messages and the few pages it answers itself. `errors` is in both: the forms judge input
// with the server's own schemas, whose messages are keys in it; so is `auth`, for the sign-out
// page a plain link reaches, and `search` and `common`, so an e-mail words a wait and a specialty
// as the screens do.
export const CLIENT_NAMESPACES = [
  'common',
  'errors',
  'landing',
  'services',
  'auth',
  'search',
  'basket',
  'requests',
  'profile',
  'clinic',
  'admin',
  'claims',
  'listing',
  'scheduling',
] as const;
export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];

export const SERVER_NAMESPACES = [
  'email',
  'clinic-emails',
  'errors',
  'auth',
  'search',
  'common',
] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];
