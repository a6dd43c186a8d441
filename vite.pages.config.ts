import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { alias, CLIENT_CHUNKS } from './vite.shared.ts';

// The pages on React Router's framework mode (react-router.config.ts): `react-router build -c
// vite.pages.config.ts` writes dist/pages/client and dist/pages/server.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias },
  build: isSsrBuild
    ? {
        target: 'node22',
        // The server draws every page in one bundle: that the pages are also loaded on demand
        // (page-modules.ts, for the gates) is no news there.
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      }
    : {
        // No source maps for the browser: they would publish our whole source next to the app.
        sourcemap: false,
        // Not our `boot` and `app` groups: every route module is an entry of this build, so they
        // would put every page into the first script. The runtime every page needs is one chunk;
        // the rest is split where the route modules share it (many small scripts, for now).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'runtime',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|sonner|clsx)[\\/]/,
                  priority: 2,
                },
                ...(CLIENT_CHUNKS.groups ?? []).filter((group) => group.name === 'forms'),
              ],
            },
          },
        },
      },
}));
