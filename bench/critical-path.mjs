// Issue 31: what a page's load waited for, from the measure itself. The page's own Resource Timing
// (its clock, the throttled network as the page saw it), the probe's API calls and React commits
// (tests/e2e/support/page-probe.js) and the trace's main thread give the steps of its critical path:
// the document, the entry's files, their evaluation, the interface texts, the identity, the first
// render, the page's code, the page's data, and the largest paint with its element. A metric that
// cost points is then split into the time between the steps before it (explainMetric), so the
// bench says which step holds a miss back with the figures of that load, not a fixed text.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

import { LONG_TASK_US, mainThread } from './trace-figures.mjs';

const IDENTITY = 'CurrentUser';
/**
 * The shell's own calls: the banners (asked beside the identity) and what waits for the first page
 * (after-first-page.ts: the trays, the banner's impression, what's new). No page's content is drawn
 * from them, so they are not taken for a page's data when PAGE_CASES does not name it.
 */
const SHELL_CALLS = new Set([IDENTITY, 'DashboardBanners', 'Trays', 'RecordBannerEvent', 'GET /api/v1/integrations/whats-new/features']);
/** A language's every-page texts (`texts-en-<hash>.js`), not a screen's own (`texts-en-account-…`). */
const TEXTS = /\/texts-[a-z]{2}-[\w-]{8}\.js$/;

/** Init script (Playwright addInitScript): the largest paint's element and the layout shifts' sources. */
export const pathProbe = () => {
  const describe = (node) => {
    if (!node) return null;
    if (node.nodeType !== 1) return describe(node.parentElement);
    const testId = node.getAttribute('data-testid');
    const name = `${node.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : node.id ? `#${node.id}` : ''}`;
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
    return text ? `${name} "${text}"` : name;
  };
  const path = { largest: null, shifts: [] };
  Object.defineProperty(window, '__pagePath', { value: path });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) path.largest = { at: entry.startTime, size: entry.size, element: describe(entry.element) };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map(
        (source) => `${describe(source.node)} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`,
      );
      path.shifts.push({ at: entry.startTime, value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** What the page itself timed: the document, every file and call (page clock, ms), and pathProbe's notes. */
export const readTimings = (page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    return {
      document: { end: navigation.responseEnd, protocol: navigation.nextHopProtocol },
      resources: performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime,
        end: entry.responseEnd,
        bytes: entry.encodedBodySize,
        protocol: entry.nextHopProtocol,
      })),
      path: window.__pagePath,
    };
  });

const entryFilesCache = new Map();
/** The entry's files: what index.html loads (its module, the module preloads, the style sheets). */
export const entryFiles = (clientDir) => {
  if (!entryFilesCache.has(clientDir)) {
    const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
    entryFilesCache.set(clientDir, new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1])));
  }
  return entryFilesCache.get(clientDir);
};

const round = (value) => Math.round(value);
const kiB = (files) => Math.round(files.reduce((sum, file) => sum + file.bytes, 0) / 1024);
const latest = (files) => Math.max(...files.map((file) => file.end));

/** Which script a long task ran and what it was doing (the longest of its events that say). */
const KINDS = {
  'v8.evaluateModule': 'module evaluation',
  'v8.compileModule': 'module compile',
  EvaluateScript: 'script evaluation',
  FunctionCall: 'function call',
  TimerFire: 'timer',
  EventDispatch: 'event',
  RunMicrotasks: 'microtasks',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  ParseHTML: 'HTML parse',
  FireAnimationFrame: 'animation frame',
};
const describeTask = (task, onMain, origin, fcp) => {
  const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts < task.ts + task.dur);
  const longest = (events) => events.reduce((best, event) => (!best || event.dur > best.dur ? event : best), null);
  const kind = longest(inside.filter((event) => KINDS[event.name]));
  const scripted = longest(inside.filter((event) => event.args?.data?.url || event.args?.fileName));
  const url = scripted ? (scripted.args.data?.url ?? scripted.args.fileName) : null;
  const at = (task.ts - origin) / 1000;
  const blocking = at >= fcp ? Math.max(0, task.dur - LONG_TASK_US) / 1000 : 0;
  return {
    at: round(at),
    ms: round(task.dur / 1000),
    blockingMs: round(blocking),
    kind: kind ? KINDS[kind.name] : 'other',
    script: url ? basename(new URL(url).pathname) : null,
  };
};

/**
 * The steps of one load, each `{ step, at, text }` (at: ms from the navigation, when it was done),
 * with the long tasks, the largest paint's element and the layout shifts. `item.data` names the
 * page's data; without it, the last API answer before the largest paint is taken.
 */
export const criticalPath = ({ trace, marks, timings, probe, item, clientDir, fcpMs, lcpMs }) => {
  const steps = [];
  const add = (step, at, text) => at !== null && Number.isFinite(at) && steps.push({ step, at: round(at), text });
  add('document', timings.document.end, 'document');
  const entryNames = entryFiles(clientDir);
  const entry = timings.resources.filter((file) => entryNames.has(file.path));
  if (entry.length) add('entry', latest(entry), `entry ${entry.length} files ${kiB(entry)} kB`);
  const { origin, onMain, tasks } = mainThread(trace, marks);
  const evaluation = onMain.find((event) => event.name === 'v8.evaluateModule');
  if (evaluation) add('evaluation', (evaluation.ts + evaluation.dur - origin) / 1000, `evaluation (ran ${round(evaluation.dur / 1000)} ms)`);
  const texts = timings.resources.find((file) => TEXTS.test(file.path));
  if (texts) add('texts', texts.end, `texts ${Math.round(texts.bytes / 1024)} kB`);
  const identity = probe.calls.find((call) => call.name === IDENTITY && call.answered !== null);
  if (identity) add('identity', identity.answered, `identity (asked at ${round(identity.sent)})`);
  if (probe.commits.length) add('first render', probe.commits[0], 'first render');
  const answered = probe.calls.filter((call) => call.answered !== null && (item.data || !SHELL_CALLS.has(call.name)));
  const data = item.data
    ? answered.find((call) => call.name === item.data)
    : answered
        .filter((call) => lcpMs === null || call.answered <= lcpMs)
        .sort((a, b) => a.answered - b.answered)
        .at(-1);
  const codeUntil = data?.answered ?? lcpMs ?? Number.POSITIVE_INFINITY;
  const code = timings.resources.filter((file) => file.path.endsWith('.js') && !entryNames.has(file.path) && file !== texts && file.end <= codeUntil);
  if (code.length) add('page code', latest(code), `page code ${code.length} files ${kiB(code)} kB`);
  if (data) add('data', data.answered, `data ${data.name} (asked at ${round(data.sent)})`);
  const longTasks = tasks.filter((task) => task.dur > LONG_TASK_US).map((task) => describeTask(task, onMain, origin, fcpMs ?? Number.POSITIVE_INFINITY));
  steps.sort((a, b) => a.at - b.at);
  const largest = timings.path?.largest ?? null;
  return {
    protocol: timings.document.protocol,
    steps,
    fcpMs,
    lcpMs,
    largestElement: largest?.element ?? null,
    longTasks,
    shifts: (timings.path?.shifts ?? [])
      .filter((shift) => shift.value >= 0.001)
      .map((shift) => ({ ...shift, at: round(shift.at), value: Number(shift.value.toFixed(4)) })),
  };
};

/** One line: every step's time, the paints, the long tasks and the protocol. */
export const pathLine = (path) => {
  const steps = path.steps.map((step) => `${step.text} ${step.at}`);
  const longest = [...path.longTasks].sort((a, b) => b.ms - a.ms).slice(0, 3);
  const tasks = path.longTasks.length
    ? `; ${path.longTasks.length} long tasks, longest ${longest.map((task) => `${task.ms} ms ${task.kind}${task.script ? ` ${task.script}` : ''} at ${task.at}`).join(', ')}`
    : '';
  return `${steps.join(' → ')} | FCP ${path.fcpMs} LCP ${path.lcpMs} (${path.largestElement ?? '?'})${tasks} [${path.protocol}]`;
};

/**
 * A paint metric split into the steps done before it: each step's share is the time from the step
 * before it to its own end; what is left after the last one is the render to the paint.
 * Returns the text and the steps, largest share first.
 */
const explainPaint = (label, value, path) => {
  const before = path.steps.filter((step) => step.at <= value);
  const shares = [];
  let previous = 0;
  for (const step of before) {
    shares.push({ step: step.step, ms: step.at - previous, text: `${step.text} ${step.at - previous} until ${step.at}` });
    previous = step.at;
  }
  const render = label === 'LCP' ? `paint${path.largestElement ? ` of ${path.largestElement}` : ''}` : 'paint';
  shares.push({ step: 'render', ms: value - previous, text: `${render} ${value - previous}` });
  return { text: `${label} ${value} ms = ${shares.map((share) => share.text).join(' + ')}`, largest: [...shares].sort((a, b) => b.ms - a.ms) };
};

/** What makes up a metric that cost points: `{ text, causes }`, causes the steps to look up in page-misses.mjs. */
export const explainMetric = (metric, figures) => {
  const path = figures.path;
  if (!path) return null;
  if (metric === 'fcp' || metric === 'lcp') {
    const value = metric === 'fcp' ? figures.fcpMs : (figures.lcpMs ?? figures.fcpMs);
    const { text, largest } = explainPaint(metric.toUpperCase(), value, path);
    const top = largest.slice(0, 2);
    return { text: `${text}; most: ${top.map((share) => `${share.step} ${share.ms}`).join(', ')}`, causes: top.map((share) => share.step) };
  }
  if (metric === 'tbt') {
    const blocking = path.longTasks.filter((task) => task.blockingMs > 0).sort((a, b) => b.blockingMs - a.blockingMs);
    const shown = blocking
      .slice(0, 3)
      .map((task) => `${task.blockingMs} of ${task.ms} ms ${task.kind}${task.script ? ` in ${task.script}` : ''} at ${task.at}`);
    return { text: `TBT ${figures.tbtMs} ms = ${blocking.length} long tasks after FCP: ${shown.join(', ')}`, causes: ['long tasks'] };
  }
  const shifts = [...path.shifts].sort((a, b) => b.value - a.value).slice(0, 2);
  const shown = shifts.map((shift) => `${shift.value} at ${shift.at} ms (${shift.sources.slice(0, 2).join(', ') || 'no source'})`);
  return { text: `CLS ${figures.layoutShift} = ${shown.join('; ')}`, causes: ['layout shift'] };
};
