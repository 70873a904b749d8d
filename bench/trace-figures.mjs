// The figures of a Chromium trace of one page load, as Lighthouse defines them: the renderer's
// main-thread tasks from the navigation on (busy time, tasks over 50 ms and the blocking time past
// 50 ms after the first contentful paint), and the time spent recalculating styles and layout
// (where antd's CSS-in-JS shows besides its script). The page marks `page-probe-end` when it is
// measured: that mark names the page's main thread and ties the trace's clock to the page's, whose
// time 0 is the navigation's start; the paints come from the page (its PerformanceObserver).
// cpuMs is the same tasks' thread time (the trace's `tdur`): what the page cost the processor,
// without the time the thread waited for one. On a shared machine it moves far less than busyMs,
// so A/B comparisons of render work read it.
export const LONG_TASK_US = 50_000;
export const END_MARK = 'page-probe-end';

/** Top-level tasks only: a task inside another (a nested run loop) is part of its parent's time. */
const topLevel = (tasks) => {
  const sorted = [...tasks].sort((a, b) => a.ts - b.ts);
  const result = [];
  let end = -1;
  for (const task of sorted) {
    if (task.ts < end) continue;
    result.push(task);
    end = task.ts + task.dur;
  }
  return result;
};

const ms = (microseconds) => Math.round(microseconds / 1000);

/**
 * The page's main thread from the navigation to END_MARK: its complete events, its top-level tasks,
 * and `origin`, the trace's time (µs) of the page's time 0.
 */
export const mainThread = (trace, marks) => {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const end = events.find((event) => event.name === END_MARK);
  if (!end) throw new Error(`The trace has no ${END_MARK} mark`);
  const origin = end.ts - marks.end * 1000;
  const onMain = events.filter((event) => event.pid === end.pid && event.tid === end.tid && event.ph === 'X' && event.ts >= origin && event.ts <= end.ts);
  return { origin, onMain, tasks: topLevel(onMain.filter((event) => event.name === 'RunTask')) };
};

/** `marks`: the page's clock at END_MARK and its first contentful paint, in ms from the navigation. */
export const pageFigures = (trace, marks) => {
  const { origin, onMain, tasks } = mainThread(trace, marks);
  const paint = marks.firstPaint === null ? Number.POSITIVE_INFINITY : origin + marks.firstPaint * 1000;
  const styleLayout = onMain.filter((event) => event.name === 'UpdateLayoutTree' || event.name === 'Layout').reduce((sum, event) => sum + event.dur, 0);
  return {
    busyMs: ms(tasks.reduce((sum, task) => sum + task.dur, 0)),
    cpuMs: ms(tasks.reduce((sum, task) => sum + (task.tdur ?? task.dur), 0)),
    tbtMs: ms(tasks.filter((task) => task.ts >= paint).reduce((sum, task) => sum + Math.max(0, task.dur - LONG_TASK_US), 0)),
    longTasks: tasks.filter((task) => task.dur > LONG_TASK_US).length,
    styleLayoutMs: ms(styleLayout),
  };
};
