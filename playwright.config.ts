import { readFileSync } from 'node:fs';

import { defineConfig } from '@playwright/test';

/** Debian's Chromium's flags, shared with the bench (bench/chromium.mjs). */
const CHROMIUM_FLAGS = JSON.parse(readFileSync('tests/e2e/support/chromium-flags.json', 'utf8')) as string[];

/** The real server (built SPA, API, sign-in service) on its own port with a fresh seeded database. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The server's data directory: a test that needs bulk rows writes them into its SQLite file. */
export const DATA_DIR = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
/** Where the built SPA is; separate copies let several test runs share the machine. */
export const CLIENT_DIR = process.env.E2E_CLIENT_DIR ?? 'dist/client';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // auth.setup.ts signs the common accounts in once and saves their storageState for the specs.
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    { name: 'chromium', testMatch: /\.spec\.ts$/, dependencies: ['setup'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Debian's Chromium with the flags the bench uses too (bench/chromium.mjs reads the same file).
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node dist/server/src/main.js`,
    url: `http://127.0.0.1:${PORT}/version.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), DATA_DIR, CLIENT_DIR, DATABASE_URL: '', TOKEN_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing' },
  },
});
