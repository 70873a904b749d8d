// Scratch: screenshots of pages (not committed). node .shots.mjs <base> <email> <lang> <width> <path> <file>...
import { launchChromium } from './bench/chromium.mjs';
const [base, email, lang, width, ...pairs] = process.argv.slice(2);
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale: 'en-US' });
const page = await context.newPage();
await page.goto(`${base}/signin`);
await page.getByLabel('Email').fill(email);
await page.getByLabel('Password').fill('demo1234');
await page.getByRole('button', { name: /Sign in/ }).click();
await page.waitForURL((url) => !/\/(signin|login)/.test(url.pathname), { timeout: 30000 });
await page.waitForLoadState('networkidle');
if (lang !== 'en') {
  await page.evaluate((l) => localStorage.setItem('currentLanguage', l), lang);
}
for (let i = 0; i < pairs.length; i += 2) {
  await page.goto(`${base}${pairs[i]}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: pairs[i + 1], fullPage: true });
  console.log('shot', pairs[i], '->', pairs[i + 1]);
}
await browser.close();
