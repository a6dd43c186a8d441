import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { PagesBuild } from './framework-pages';
import { projectRoot } from './paths';

// `npm run dev`: the pages drawn from the sources through Vite, run in middleware mode inside our
// server, which then also serves the browser's modules and their hot reload on its own port. Vite
// and middie are loaded here only: the built server never needs them.

/** React Router's server build as Vite serves it, from the sources. */
const SERVER_BUILD = 'virtual:react-router/server-build';

export async function pagesFromSource(app: FastifyInstance): Promise<PagesBuild> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    configFile: path.join(projectRoot, 'vite.pages.config.ts'),
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  app.addHook('onClose', () => vite.close());
  await app.register(middie);
  app.use(vite.middlewares);
  return {
    load: async () => (await vite.ssrLoadModule(SERVER_BUILD)) as ServerBuild,
    mode: 'development',
  };
}
