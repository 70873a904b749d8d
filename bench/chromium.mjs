// The bench's Chromium: Debian's binary with the flags the e2e suite uses (tests/e2e/support/chromium-flags.json, read by playwright.config.ts too).
import { readFileSync } from 'node:fs';

import { chromium } from '@playwright/test';

export const CHROMIUM_FLAGS = JSON.parse(readFileSync(new URL('../tests/e2e/support/chromium-flags.json', import.meta.url), 'utf8'));

/** `extraFlags`: e.g. --ignore-certificate-errors for the HTTP/2 proxy's self-signed certificate (h2-proxy.mjs). */
export const launchChromium = (extraFlags = []) =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_FLAGS, ...extraFlags] });
