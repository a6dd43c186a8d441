import { createContext } from 'react-router';
import type { PageRequest } from '@shared/api/page-request';

/**
 * The request's facts (`PageRequest`) as a router context key. The server build carries its own
 * copy of this module: our server takes the key from the build's entry, which exports it.
 */
export const pageRequest = createContext<PageRequest>();
