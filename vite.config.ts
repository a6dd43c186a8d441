import { availableParallelism } from 'node:os';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testProjects } from './tests/setup/projects.ts';
import { alias, CLIENT_CHUNKS } from './vite.shared.ts';

// One config for the client build, the server bundle (`vite build --ssr`) and Vitest.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [] : [react(), tailwindcss()],
  resolve: { alias },
  build: isSsrBuild
    ? { outDir: 'dist/server', copyPublicDir: false, target: 'node20', sourcemap: true }
    : {
        outDir: 'dist/client',
        // No source maps for the browser: they would publish our whole source next to the app.
        sourcemap: false,
        // The server reads the manifest to name a signed-in page's chunks in its HTML.
        manifest: true,
        rolldownOptions: { output: { codeSplitting: CLIENT_CHUNKS } },
      },
  server: {
    // `npm run dev`: the API runs beside Vite on PORT (5000 by default).
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '5000'}` },
  },
  test: {
    // One worker per core: PGlite runs on the worker's own thread, so two files keep two cores busy.
    maxWorkers: availableParallelism(),
    projects: testProjects(),
  },
}));
