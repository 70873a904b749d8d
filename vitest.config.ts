import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
};

/**
 * Two projects: the SPA's and shared logic (fast, jsdom), and the server's integration tests over
 * real HTTP/GraphQL against a real database. The server needs SWC for decorator metadata.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'shared/**/*.test.ts'],
          environment: 'jsdom',
          server: { deps: { inline: ['@refinedev/nestjs-query'] } },
        },
      },
      {
        plugins: [
          swc.vite({
            swcrc: false,
            tsconfigFile: false,
            module: { type: 'es6' },
            jsc: {
              parser: { syntax: 'typescript', decorators: true },
              transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
              target: 'es2022',
              keepClassNames: true,
            },
          }),
        ],
        // Nest loads graphql's CommonJS build; the tests must share that one copy (its types are checked with instanceof).
        resolve: {
          alias: [
            ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
            { find: /^graphql$/, replacement: require.resolve('graphql') },
          ],
        },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          server: { deps: { inline: ['@refinedev/nestjs-query'] } },
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
