import { Blank } from '@client/app/page-gates';
import { pageClientLoader } from './page-parts';

// The route module of every other page (forms, links from e-mails, the admin's pages): the server
// sends the layout around a blank place, and the page is drawn once its script and its data are
// in. A form drawn before its scripts run would look ready but lose what is typed or tapped.

export { onNewPathOrRetry as shouldRevalidate } from './gate-loader';
export { PageAtAddress as default, PageError as ErrorBoundary } from './page-parts';

// Its own function: the flag on the shared one would have the server-drawn pages load again too.
export const clientLoader = Object.assign(
  (args: Parameters<typeof pageClientLoader>[0]) => pageClientLoader(args),
  { hydrate: true as const },
);
export const HydrateFallback = Blank;
