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
        // The server reads the manifest to name a signed-in page's chunks in its HTML.
        manifest: true,
        // Our groups, as in today's build: the route modules (the document, the gates, one
        // module for every page) are small entries the landing page needs, and each page is
        // loaded on demand by them (page.tsx).
        rolldownOptions: { output: { codeSplitting: CLIENT_CHUNKS } },
      },
}));
