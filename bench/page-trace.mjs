// Issue 31: what each signed-in page costs the browser, measured in Chromium with a trace (the
// figures Lighthouse's performance score is made of, without Lighthouse): main-thread busy time,
// long tasks and total blocking time, first and largest contentful paint, the scripts (count and
// gzip bytes), React's commits (all, and after the page's data arrived) and the API round trips
// before the page's data, and the load's critical path (critical-path.mjs: what each miss waited
// for). Cold cache: every page opens in a new browser context signed in through the sign-in page
// once per account. PAGE_PROTOCOL=h2 measures through a local TLS HTTP/2 proxy (h2-proxy.mjs, port
// PAGES_PROXY_PORT) as a production deployment serves the SPA; `both` measures each in turn.
//   node bench/page-trace.mjs [base URL]      (a running server; alone: bench/quick/pages.mjs)
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { launchChromium } from './chromium.mjs';

import { apiRounds } from './api-rounds.mjs';
import { criticalPath, pathLine, pathProbe, readTimings } from './critical-path.mjs';
import { startH2Proxy } from './h2-proxy.mjs';
import { verdicts } from './page-score.mjs';
import { END_MARK, pageFigures } from './trace-figures.mjs';

const PROBE = resolve('tests/e2e/support/page-probe.js');
const CLIENT_DIR = process.env.CLIENT_DIR ?? 'dist/client';

const ACME = '/organization/org-acme';
/** The pages the issue names; `data` is the operation whose answer the page is about. */
export const PAGE_CASES = [
  { name: 'landing (manager)', email: 'manager@demo.test', path: '/' },
  { name: 'landing (agent)', email: 'agent@demo.test', path: '/' },
  { name: 'landing (curator)', email: 'curator@demo.test', path: '/' },
  { name: 'landing (partner)', email: 'partner@demo.test', path: '/' },
  { name: 'landing (sales)', email: 'sales@demo.test', path: '/' },
  { name: 'landing (learner)', email: 'learner@demo.test', path: '/' },
  { name: 'landing (super: organizations)', email: 'super@demo.test', path: '/', data: 'OrganizationsList' },
  { name: 'workspace people', email: 'manager@demo.test', path: `${ACME}#general`, data: 'OrganizationUsersList' },
  { name: 'workspace groups', email: 'manager@demo.test', path: `${ACME}#groups`, data: 'CompaniesList' },
  { name: 'workspace programs', email: 'manager@demo.test', path: `${ACME}#programs`, data: 'CoursesList' },
  { name: 'workspace settings', email: 'manager@demo.test', path: `${ACME}#settings` },
  { name: 'workspace analytics', email: 'manager@demo.test', path: `${ACME}#analytics` },
  { name: 'group page', email: 'manager@demo.test', path: `${ACME}/company/company-acme-engineering`, data: 'CompanyUsersList' },
  { name: 'learner page', email: 'manager@demo.test', path: `${ACME}/users/user-learner-001` },
  { name: 'program page', email: 'manager@demo.test', path: `${ACME}/program/course-prospecting` },
  { name: 'organizations table', email: 'super@demo.test', path: '/organizations', data: 'OrganizationsList' },
  { name: 'users table', email: 'super@demo.test', path: '/users', data: 'UsersList' },
  { name: 'banner history', email: 'super@demo.test', path: '/banners#history' },
];

const signedInState = async (browser, baseUrl, email) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !/\/(signin|login)/.test(url.pathname), { timeout: 30_000 });
  await page.getByTestId('sidebar').waitFor({ timeout: 30_000 });
  // A returning user's state: the landing has sent them on and remembered where (remembered-landing.ts).
  await page.waitForLoadState('networkidle');
  const state = await context.storageState();
  await context.close();
  return state;
};

/**
 * Waits until the page has settled: nothing fetched, no API call unanswered and no React commit
 * for `quietMs`. Resolves with whether it settled before `timeoutMs`.
 */
export const settle = async (page, inFlight, quietMs = 1500, timeoutMs = 45_000) => {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  let since = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(250);
    const state = await page.evaluate(() => {
      const probe = window.__pageProbe;
      return `${probe.commits.length}/${probe.calls.filter((call) => call.answered === null).length}`;
    });
    const now = `${state}/${inFlight.size}`;
    if (now !== last || inFlight.size > 0 || !state.endsWith('/0')) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return true;
  }
  return false;
};

/**
 * Lighthouse 12's two form factors with its "devtools" throttling: desktop unthrottled; mobile a
 * 412 px phone on a 4× slower processor and a slow 4G connection (150 ms round trips made 562.5 ms
 * per request, 1.6 Mbps down at 90 %).
 */
const FORM_FACTORS = {
  desktop: { context: { viewport: { width: 1350, height: 940 } }, throttle: null },
  mobile: {
    context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
    throttle: { cpu: 4, latency: 562.5, download: (1474.56 * 1024) / 8, upload: (675 * 1024) / 8 },
  },
};

const openMeasured = async (browser, baseUrl, state, item, formFactor = 'desktop') => {
  const { context: contextOptions, throttle } = FORM_FACTORS[formFactor];
  const context = await browser.newContext({ storageState: state, ...contextOptions });
  const page = await context.newPage();
  if (throttle) {
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpu });
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttle.latency,
      downloadThroughput: throttle.download,
      uploadThroughput: throttle.upload,
    });
  }
  await page.addInitScript({ path: PROBE });
  await page.addInitScript(pathProbe);
  const inFlight = new Set();
  const scripts = new Map();
  let sockets = 0;
  page.on('websocket', () => (sockets += 1));
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('requestfinished', async (request) => {
    inFlight.delete(request);
    if (request.resourceType() === 'script') scripts.set(new URL(request.url()).pathname, (await request.sizes()).responseBodySize);
  });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', 'toplevel', 'v8.execute', '__metadata'],
  });
  await page.goto(`${baseUrl}${item.path}`);
  const settled = await settle(page, inFlight, 1500, throttle ? 120_000 : 45_000);
  const marks = await page.evaluate((name) => {
    performance.mark(name);
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0];
    return { end: performance.getEntriesByName(name)[0].startTime, firstPaint: firstPaint ? firstPaint.startTime : null };
  }, END_MARK);
  const traceText = (await browser.stopTracing()).toString('utf8');
  if (process.env.TRACE_DIR) writeFileSync(join(process.env.TRACE_DIR, `${item.name.replace(/\W+/g, '-')}.json`), traceText);
  const trace = JSON.parse(traceText);
  const probe = await page.evaluate(() => window.__pageProbe);
  const timings = await readTimings(page);
  await context.close();
  let gzip = 0;
  for (const path of scripts.keys()) gzip += gzipSync(readFileSync(join(CLIENT_DIR, path)), { level: 9 }).length;
  const dataCall = item.data ? probe.calls.find((call) => call.name === item.data && call.answered !== null) : null;
  const fcpMs = marks.firstPaint === null ? null : Math.round(marks.firstPaint);
  const lcpMs = probe.largestPaint === null ? null : Math.round(probe.largestPaint);
  return {
    settled,
    ...pageFigures(trace, marks),
    fcpMs,
    lcpMs,
    layoutShift: Number(probe.layoutShift.toFixed(4)),
    scripts: scripts.size,
    scriptKiBGzip: Math.round(gzip / 1024),
    apiCalls: probe.calls.length,
    commits: probe.commits.length,
    commitsAfterData: dataCall ? probe.commits.filter((at) => at > dataCall.answered).length : null,
    sockets,
    path: criticalPath({ trace, marks, timings, probe, item, clientDir: CLIENT_DIR, fcpMs, lcpMs }),
  };
};

const openCounted = async (browser, baseUrl, state, item) => {
  const context = await browser.newContext({ storageState: state, viewport: { width: 1350, height: 940 } });
  const page = await context.newPage();
  await page.addInitScript({ path: PROBE });
  const rounds = await apiRounds(page, async () => {
    await page.goto(`${baseUrl}${item.path}`);
    await settle(page, new Set(), 3000);
  });
  await context.close();
  const target = item.data ?? rounds.at(-1)?.[0];
  const round = rounds.findIndex((calls) => calls.includes(target)) + 1;
  return { rounds: rounds.length, dataRound: item.data ? round : null, roundCalls: rounds };
};

const line = (name, f) =>
  `${name.padEnd(31)} busy ${String(f.busyMs).padStart(5)} ms  CPU ${String(f.cpuMs).padStart(5)} ms  TBT ${String(f.tbtMs).padStart(5)} ms  long ${String(f.longTasks).padStart(2)}  ` +
  `FCP ${String(f.fcpMs).padStart(5)}  LCP ${String(f.lcpMs).padStart(5)} ms  CLS ${f.layoutShift.toFixed(3)}  scripts ${String(f.scripts).padStart(3)} ${String(f.scriptKiBGzip).padStart(4)} kB gz  ` +
  `style+layout ${String(f.styleLayoutMs).padStart(4)} ms  API ${String(f.apiCalls).padStart(2)} in ${f.rounds} rounds${f.dataRound ? ` (data in ${f.dataRound})` : ''}  commits ${String(f.commits).padStart(3)}` +
  (f.commitsAfterData === null ? '' : ` (${f.commitsAfterData} after data)`) +
  (f.settled ? '' : '  NOT SETTLED');

/**
 * Measures every case (PAGES=name,name narrows) over `protocol` (http1: the server itself; h2: the
 * HTTP/2 proxy in front of it), logs a line and its critical path each, returns the figures by page.
 */
export const measurePages = async (baseUrl, log, protocol = 'http1') => {
  const only = process.env.PAGES?.split(',');
  const cases = PAGE_CASES.filter((item) => !only || only.some((name) => item.name.includes(name)));
  const proxy = protocol === 'h2' ? await startH2Proxy({ target: baseUrl, port: process.env.PAGES_PROXY_PORT ?? '3262' }) : null;
  if (proxy) log(`over HTTP/2: ${proxy.url} in front of ${baseUrl}`);
  const pagesUrl = proxy?.url ?? baseUrl;
  const browser = await launchChromium(proxy ? ['--ignore-certificate-errors'] : []);
  const states = new Map();
  const figures = {};
  try {
    for (const item of cases) {
      if (!states.has(item.email)) states.set(item.email, await signedInState(browser, pagesUrl, item.email));
      const state = states.get(item.email);
      const measured = await openMeasured(browser, pagesUrl, state, item);
      const counted = process.env.PAGE_ROUNDS === 'off' ? { rounds: null, dataRound: null } : await openCounted(browser, pagesUrl, state, item);
      figures[item.name] = { ...measured, ...counted };
      log(line(item.name, figures[item.name]));
      log(`  path: ${pathLine(measured.path)}`);
    }
    if (process.env.PAGE_MOBILE !== 'off') {
      log('\nthe same pages as a phone (Lighthouse mobile: 412 px, CPU ×4, slow 4G)');
      for (const item of cases) {
        figures[item.name].mobile = await openMeasured(browser, pagesUrl, states.get(item.email), item, 'mobile');
        log(line(item.name, { ...figures[item.name].mobile, rounds: figures[item.name].rounds, dataRound: figures[item.name].dataRound }));
        log(`  path: ${pathLine(figures[item.name].mobile.path)}`);
      }
    }
  } finally {
    await browser.close();
    if (proxy) {
      log(`HTTP/2 proxy: ${proxy.counts.sessions} HTTP/2 sessions, ${proxy.counts.requests} requests, ${proxy.counts.upgrades} WebSocket upgrades`);
      await proxy.close();
    }
  }
  log("\nagainst issue 31's targets (Lighthouse 12 scoring of the figures above, without Speed Index: bench/page-score.mjs)");
  for (const verdict of verdicts(figures)) log(verdict);
  return figures;
};

/** PAGE_PROTOCOL (http1, h2 or both; `fallback` when unset) as the protocols to measure, in order. */
export const pageProtocols = (fallback) => {
  const value = process.env.PAGE_PROTOCOL ?? fallback;
  if (!['http1', 'h2', 'both'].includes(value)) throw new Error(`PAGE_PROTOCOL is http1, h2 or both, not ${value}`);
  return value === 'both' ? ['http1', 'h2'] : [value];
};

/** The pages measured over each protocol of PAGE_PROTOCOL: `{ http1?, h2? }`. */
export const measurePagesOnProtocols = async (baseUrl, log, fallback) => {
  const figures = {};
  for (const protocol of pageProtocols(fallback)) {
    log(`\npages over ${protocol === 'h2' ? 'HTTP/2 (TLS proxy)' : 'HTTP/1.1'}`);
    figures[protocol] = await measurePages(baseUrl, log, protocol);
  }
  return figures;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measurePagesOnProtocols(process.argv[2] ?? 'http://127.0.0.1:3000', console.log, 'http1');
  if (process.env.PAGE_JSON) console.log(JSON.stringify(figures));
}
