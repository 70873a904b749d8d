// The JavaScript the sign-in → landing path loads, per role, in gzip bytes: Chromium signs in
// through the real page, and every script it fetched is gzipped from dist/client (level 9) and added.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { launchChromium } from './chromium.mjs';

export const measureFirstDownload = async (baseUrl, log) => {
  const browser = await launchChromium();
  const figures = {};
  try {
    for (const email of ['manager@demo.test', 'super@demo.test']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map();
      let wire = 0;
      page.on('requestfinished', async (request) => {
        if (request.resourceType() !== 'script') return;
        const path = new URL(request.url()).pathname;
        const sizes = await request.sizes();
        wire += sizes.responseBodySize;
        scripts.set(path, true);
      });
      await page.goto(`${baseUrl}/`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('demo1234');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByTestId('sidebar').waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      let gzip = 0;
      let raw = 0;
      for (const path of scripts.keys()) {
        const content = readFileSync(join('dist/client', path));
        raw += content.length;
        gzip += gzipSync(content, { level: 9 }).length;
      }
      figures[email] = { scripts: scripts.size, rawBytes: raw, gzipBytes: gzip, onTheWireBytes: wire };
      log(
        `first download as ${email}: ${scripts.size} scripts, ${(raw / 1024).toFixed(0)} kB raw, ${(gzip / 1024).toFixed(0)} kB gzip, ${(wire / 1024).toFixed(0)} kB on the wire (brotli)`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
};
