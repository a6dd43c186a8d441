import { createContext } from 'react-router';
import type { PageRequest } from '@shared/api/page-request';

/**
 * The request's facts (`PageRequest`) as a router context key. The server build carries its own
 * copy of this module: our server takes the key from the build's entry, which exports it.
 */
export const pageRequest = createContext<PageRequest>();

/**
 * The name of the `<meta>` that holds where the page was drawn when that is not its address (the
 * provider search, on the family's own search): the browser moves to it before hydrating.
 */
export const DRAWN_AT = 'drawn-at';
