// Issue 31's targets for the pages bench/page-trace.mjs measures, scored the way Lighthouse 12
// scores performance: each metric's log-normal curve (its p10 and median, desktop and mobile) and
// weights FCP 10, Speed Index 10, LCP 25, TBT 30, CLS 25. Speed Index needs the page's frames,
// which this measure does not record: the score is the other four metrics' weighted mean (their
// weights sum to 90). It says, for each page under its target, which metrics cost the points and,
// from the load's critical path (critical-path.mjs), which steps make them up and what was tried.
import { explainMetric } from './critical-path.mjs';
import { triedAgainst } from './page-misses.mjs';

/** Lighthouse 12's curves (core/audits/metrics/*.js), in ms (CLS: unitless). */
const CURVES = {
  desktop: { fcp: { p10: 934, median: 1600 }, lcp: { p10: 1200, median: 2400 }, tbt: { p10: 150, median: 350 }, cls: { p10: 0.1, median: 0.25 } },
  mobile: { fcp: { p10: 1800, median: 3000 }, lcp: { p10: 2500, median: 4000 }, tbt: { p10: 200, median: 600 }, cls: { p10: 0.1, median: 0.25 } },
};
const WEIGHTS = { fcp: 10, lcp: 25, tbt: 30, cls: 25 };

/** The targets of issue 31. */
export const TARGETS = { desktopScore: 98, mobileScore: 90, landingKiB: 250, workspaceMainThreadMs: 1000 };

// Abramowitz and Stegun 7.1.26 (error below 1.5e-7): enough for a score shown as a whole number.
const erfc = (x) => {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const value = poly * Math.exp(-z * z);
  return x >= 0 ? value : 2 - value;
};

/** Lighthouse's getLogNormalScore: 0.9 at p10, 0.5 at the median, clamped per band as it does. */
export const logNormalScore = ({ p10, median }, value) => {
  if (value <= 0) return 1;
  const standardized = (Math.log(value / median) * 0.9061938024368232) / -Math.log(p10 / median);
  const score = 0.5 * erfc(standardized);
  if (value <= p10) return Math.max(0.9, Math.min(1, score));
  if (value <= median) return Math.max(0.5, Math.min(0.8999999999999, score));
  return Math.max(0, Math.min(0.4999999999999, score));
};

/** The score (0–100) of one measured page for a form factor, and each metric's lost points. */
export const scorePage = (figures, formFactor) => {
  const values = { fcp: figures.fcpMs, lcp: figures.lcpMs ?? figures.fcpMs, tbt: figures.tbtMs, cls: figures.layoutShift ?? 0 };
  const total = Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);
  let score = 0;
  const lost = {};
  for (const [metric, weight] of Object.entries(WEIGHTS)) {
    const metricScore = values[metric] === null || values[metric] === undefined ? 0 : logNormalScore(CURVES[formFactor][metric], values[metric]);
    score += (metricScore * weight) / total;
    lost[metric] = Math.round(((1 - metricScore) * weight * 100) / total);
  }
  return { score: Math.round(score * 100), lost };
};

const describeLoss = (figures, lost) =>
  Object.entries(lost)
    .filter(([, points]) => points > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([metric, points]) => {
      const value = metric === 'cls' ? (figures.layoutShift ?? 0).toFixed(3) : `${{ fcp: figures.fcpMs, lcp: figures.lcpMs, tbt: figures.tbtMs }[metric]} ms`;
      return `${metric.toUpperCase()} ${value} −${points}`;
    })
    .join(', ');

/**
 * For a missed form factor, the one or two metrics that cost most, each split into the steps of
 * the load's critical path, and what was tried against the steps that make up most of it.
 */
const missCauses = (label, figures, lost, told) =>
  Object.entries(lost)
    .filter(([, points]) => points > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .flatMap(([metric, points]) => {
      const explained = explainMetric(metric, figures);
      if (!explained) return [];
      // What was tried against a step is said once per page, at its first miss.
      const fresh = explained.causes.filter((cause) => !told.has(cause));
      fresh.forEach((cause) => told.add(cause));
      return [`    ${label} −${points}: ${explained.text}`, ...fresh.map((cause) => `      ${triedAgainst(cause)}`)];
    });

/** Per page: its scores against the targets and, for a miss, what costs the points and why. */
export const verdicts = (pages) =>
  Object.entries(pages).map(([name, page]) => {
    const misses = [];
    const causes = [];
    const told = new Set();
    const desktop = scorePage(page, 'desktop');
    if (desktop.score < TARGETS.desktopScore) {
      misses.push(`desktop ${desktop.score} < ${TARGETS.desktopScore} (${describeLoss(page, desktop.lost)})`);
      causes.push(...missCauses('desktop', page, desktop.lost, told));
    }
    let mobileText = 'mobile not measured';
    if (page.mobile) {
      const mobile = scorePage(page.mobile, 'mobile');
      mobileText = `mobile ${mobile.score}`;
      if (mobile.score < TARGETS.mobileScore) {
        misses.push(`mobile ${mobile.score} < ${TARGETS.mobileScore} (${describeLoss(page.mobile, mobile.lost)})`);
        causes.push(...missCauses('phone', page.mobile, mobile.lost, told));
      }
    }
    if (name.startsWith('landing') && page.scriptKiBGzip > TARGETS.landingKiB)
      misses.push(`first download ${page.scriptKiBGzip} kB > ${TARGETS.landingKiB} kB`);
    if (name === 'workspace people' && page.busyMs > TARGETS.workspaceMainThreadMs)
      misses.push(`main thread ${page.busyMs} ms > ${TARGETS.workspaceMainThreadMs} ms`);
    const verdict = `${name.padEnd(31)} desktop ${String(desktop.score).padStart(3)}  ${mobileText.padEnd(20)} ${misses.length ? `MISSED: ${misses.join('; ')}` : 'targets met'}`;
    return [verdict, ...causes].join('\n');
  });
