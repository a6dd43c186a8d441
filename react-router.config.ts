import type { Config } from '@react-router/dev/config';

// The pages on React Router's framework mode, built by `npm run build` into dist/pages and served
// by our server (docs/decisions/032-framework-build-beside.md).
export default {
  appDirectory: 'src/client/framework',
  buildDirectory: 'dist/pages',
  ssr: true,
  // Every route is named in the first page: navigations ask for no `/__manifest`.
  routeDiscovery: { mode: 'initial' },
  // `npm run dev`: Vite finds the route modules' dependencies before the first page asks for them,
  // instead of reloading that page once it has found them.
  future: { unstable_optimizeDeps: true },
} satisfies Config;
