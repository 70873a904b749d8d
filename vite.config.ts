import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, Plugin } from 'vite';

/** Each build gets a new id in version.txt; open dashboards poll it and offer a reload (spec 01 §4). */
const versionFile = (): Plugin => ({
  name: 'lumen-version-file',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'version.txt', source: `${new Date().toISOString()} ${randomUUID()}\n` });
  },
});

/** The API server (with the sign-in service) the dev server forwards to. */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), versionFile()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/api': apiTarget,
      '/signin': apiTarget,
      '/version.txt': apiTarget,
    },
  },
});
