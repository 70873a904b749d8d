// Installed before the SPA's own scripts (Playwright's addInitScript({ path })), by the speed guard
// (tests/e2e/render-work.spec.ts) and the bench's page measure (bench/page-trace.mjs), issue 31.
// It counts React's commits through the hook React DevTools uses, which production builds call too,
// and notes when each API call was sent and answered (its body read), all in the page's own clock.
// With window.__pageProbeTables = true (set by an earlier init script) it also notes each render of
// a table (ResourceTable's element, data-testid "table-…"); with window.__pageProbeComponents, the
// renders per component name, readable only in an unminified build (vite build --minify false).
(() => {
  const probe = { commits: [], calls: [], renders: {}, commitStarts: [], tableRenders: [], largestPaint: null, layoutShift: 0 };
  Object.defineProperty(window, '__pageProbe', { value: probe });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.largestPaint = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Cumulative layout shift as Lighthouse reports it: the largest session window (shifts less than
  // 1 s apart, 5 s at most) of the shifts no input caused.
  let session = { start: -1, last: -1, value: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (session.start < 0 || entry.startTime - session.last > 1000 || entry.startTime - session.start > 5000)
        session = { start: entry.startTime, last: entry.startTime, value: 0 };
      session.value += entry.value;
      session.last = entry.startTime;
      probe.layoutShift = Math.max(probe.layoutShift, session.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });

  // React marks a fiber whose component function ran and produced output with PerformedWork (1).
  const PERFORMED_WORK = 1;
  let previousTree = new WeakSet();
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (!type || typeof type === 'string') return null;
    return type.displayName || type.name || (type.render && (type.render.displayName || type.render.name)) || null;
  };
  // Per commit, the components where rendering started (rendered, under a parent that did not):
  // what each commit was for. And each table (a host element data-testid="table-…") whose element
  // got new props: the table's component rendered again.
  const walk = (root) => {
    const tree = new WeakSet();
    const starts = [];
    const stack = [[root.current, false]];
    while (stack.length) {
      const [fiber, parentRendered] = stack.pop();
      tree.add(fiber);
      // A fiber kept from the previous commit was not visited by this render.
      const fresh = !previousTree.has(fiber);
      const rendered = fresh && (fiber.flags & PERFORMED_WORK) !== 0;
      const name = nameOf(fiber);
      if (rendered && name) {
        probe.renders[name] = (probe.renders[name] || 0) + 1;
        if (!parentRendered) starts.push(name);
      }
      const testId = typeof fiber.type === 'string' ? fiber.memoizedProps?.['data-testid'] : undefined;
      if (fresh && typeof testId === 'string' && testId.startsWith('table-') && (!fiber.alternate || fiber.alternate.memoizedProps !== fiber.memoizedProps))
        probe.tableRenders.push({ at: performance.now(), table: testId });
      if (fiber.sibling) stack.push([fiber.sibling, parentRendered]);
      if (fiber.child) stack.push([fiber.child, parentRendered || (rendered && !!name)]);
    }
    previousTree = tree;
    probe.commitStarts.push(starts.slice(0, 12).join(' '));
  };

  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_renderer, root) => {
      probe.commits.push(performance.now());
      if (window.__pageProbeComponents || window.__pageProbeTables) walk(root);
    },
  };

  const nameOfCall = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    if (url.pathname === '/graphql') {
      const body = typeof init?.body === 'string' ? init.body : '';
      return /"operationName":"(\w+)"/.exec(body)?.[1] ?? /(?:query|mutation)\s+(\w+)/.exec(body)?.[1] ?? 'anonymous';
    }
    return url.pathname.startsWith('/api/') ? `${init?.method ?? 'GET'} ${url.pathname}` : null;
  };
  const originalFetch = window.fetch;
  window.fetch = async (input, init) => {
    const name = nameOfCall(input, init);
    const call = name ? { name, sent: performance.now(), answered: null } : null;
    if (call) probe.calls.push(call);
    const response = await originalFetch(input, init);
    if (call)
      void response
        .clone()
        .arrayBuffer()
        .then(() => (call.answered = performance.now()))
        .catch(() => undefined);
    return response;
  };
})();
