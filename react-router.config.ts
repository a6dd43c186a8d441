import type { Config } from '@react-router/dev/config';

// The pages on React Router's framework mode, built by `npm run build` into dist/pages and served
// by our server (docs/decisions/032-framework-build-beside.md).
export default {
  appDirectory: 'src/client/framework',
  buildDirectory: 'dist/pages',
  ssr: true,
  // Every route is named in the first page: navigations ask for no `/__manifest`.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
