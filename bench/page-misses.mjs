// Issue 31: what was tried against each step of a page's critical path (bench/critical-path.mjs),
// and where it is written (sections of bench/results/pages.md). The bench prints the entry of the
// step that holds a miss back beside the measured figures, so a miss says both what costs the
// points in that load and what was done about it. Add to it when something is tried.

const PAGES_MD = 'bench/results/pages.md';

/** Step → what was tried (kept or dropped) and the section that has the figures. */
export const TRIED = {
  document: {
    tried: 'nothing to gain on the bench: one round trip, index.html is 2 kB; an HTTP/2 front (PAGE_PROTOCOL=h2) measures what TLS and one connection change',
    where: 'What holds each miss back now (sixth session)',
  },
  entry: {
    tried:
      'trimmed under 250 kB (icons from SVG, no graphql parser, lodash-es, texts per screen), fewer files asked in order (texts one file, page-kit); the entry in 8 files instead of 17 (its libraries one file, its own code one: scripts/vite-chunk-groups.ts, ninth session); left: the six-connection rounds of HTTP/1.1 (see PAGE_PROTOCOL=h2)',
    where: 'The first download trimmed under 250 kB (fourth session); Fewer files, asked for in order (fifth session); ninth session',
  },
  evaluation: {
    tried:
      'less script to parse at start (fourth session: phone CPU −15 %); a contentful frame in index.html was dropped: it turns this evaluation into blocking time',
    where: 'Fewer files, asked for in order (fifth session): Tried and not kept',
  },
  texts: {
    tried: "a language's every-page texts are one file, asked for by start-up (src/boot.ts, its own small entry) while the app's entry is still downloading",
    where: 'Fewer files, asked for in order (fifth session); Start-up before the app’s code; no shift from a table’s first load (seventh session)',
  },
  identity: {
    tried:
      'the identity, settings and banners asked for by start-up (src/boot.ts) before the app’s code has arrived; the agent’s first group named by the identity (no request of its own)',
    where: 'Fewer files, asked for in order (fifth session); Start-up before the app’s code; no shift from a table’s first load (seventh session)',
  },
  'first render': {
    tried:
      'the first render as a transition (no gain above the noise); the page waits hidden for the banner strip (1.5 s at most after the identity’s answer) against its shift',
    where: 'What holds each miss back, and what was tried; The settings, analytics and banners screens plain (sixth session)',
  },
  'page code': {
    tried:
      'the screens drawn without antd (tables, tabs, forms, settings, analytics, banners); the remembered landing’s code started beside the identity; the settings section’s code beside the workspace (c0cd506); not kept: the page’s code started by start-up (importing the pages from a second entry split the app’s entry into more files); kept: start-up preloads the page’s files (and the remembered landing’s) from the list of each route’s files the build writes into the page (eighth session); the table pages’ shared code in two files (page-kit, page-basics: a workspace page 16 files → 12, a list 10 → 6; ninth session); the welcome landing in the entry’s app file, one style sheet for the shared parts, the headers’ logo and the pages’ icons in page-kit (a workspace page 12 → 5, a list 6 → 4, the landing on / 6 → 0; tenth session)',
    where: 'Tables drawn without antd (second session) to the tenth session',
  },
  data: {
    tried:
      'the rows are the second round trip (identity, then the list); the shell’s own requests wait for the first page so the data is not queued behind them; the records a page shows first (workspace, group, learner, program) asked for by start-up from the address (eighth session); left: a table’s rows (their variables come from the person’s table settings)',
    where: 'The settings, analytics and banners screens plain (sixth session); the eighth session',
  },
  render: {
    tried: 'plain components instead of antd’s (its CSS-in-JS style and layout time); cards keep their skeleton’s height',
    where: 'The screens people work in drawn without antd (third session)',
  },
  'long tasks': {
    tried: 'antd’s styles extracted, its table and forms replaced by plain ones; the styles inlined as <style> were dropped (no TBT gain)',
    where: 'What holds each miss back, and what was tried',
  },
  'layout shift': {
    tried:
      'the banners asked for at start-up, then the page waiting for the strip; skeletons of the final size (group title, details list, engagement card, workspace header); a table’s first load holds its header’s labels and the sections below it (PlainSections), the sidebar waits for the workspaces',
    where:
      'Layout shift: the banners asked for at start-up (e3d7f00); The settings, analytics and banners screens plain (sixth session); Start-up before the app’s code; no shift from a table’s first load (seventh session)',
  },
};

/** The printed note for a cause: what was tried, and where (pages.md's section). */
export const triedAgainst = (cause) => {
  const entry = TRIED[cause];
  return entry ? `${cause}: tried ${entry.tried} (${PAGES_MD}: ${entry.where})` : `${cause}: nothing tried yet`;
};
