import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import {
  isDrawnByServer,
  PAGE_ROUTES,
  type PageAccess,
  type PagePath,
} from '../../shared/page-routes.ts';

// The one route table, made from the page table (src/shared/page-routes.ts): the gates as layout
// routes, each page a route of `page.tsx` where
// the server draws it with its data or of `client-page.tsx` where the browser draws it, and the
// landing and 404 pages behind a catch-all. React Router's build reads this file without
// our aliases: hence the relative import.

/** The table's pages one may reach with the given access; each route's id is its path. */
const pages = (...access: PageAccess[]) =>
  (Object.keys(PAGE_ROUTES) as PagePath[])
    .filter((path) => access.includes(PAGE_ROUTES[path].access))
    .map((id) => {
      const module = isDrawnByServer(id) ? 'page.tsx' : 'client-page.tsx';
      return id === '/' ? index(module, { id }) : route(id.slice(1), module, { id });
    });

export default [
  layout('signed-in-gate.tsx', { id: 'signed-in' }, [
    ...pages('signed-in'),
    layout('admins-only.tsx', { id: 'admin' }, pages('admin')),
  ]),
  layout('signed-out-gate.tsx', { id: 'signed-out' }, pages('signed-out')),
  ...pages('public'),
  route('*', 'fallback.tsx', { id: 'fallback' }),
] satisfies RouteConfig;
