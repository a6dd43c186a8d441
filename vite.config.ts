import { availableParallelism } from 'node:os';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testProjects } from './tests/setup/projects.ts';
import { alias } from './vite.shared.ts';

// One config for the server bundle (`vite build --ssr`) and Vitest. The pages, built and under
// `npm run dev`, are vite.pages.config.ts's.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [] : [react(), tailwindcss()],
  resolve: { alias },
  build: { outDir: 'dist/server', copyPublicDir: false, target: 'node20', sourcemap: true },
  test: {
    // One worker per core: PGlite runs on the worker's own thread, so two files keep two cores busy.
    maxWorkers: availableParallelism(),
    projects: testProjects(),
  },
}));
