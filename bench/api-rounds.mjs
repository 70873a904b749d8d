// The bench's copy of tests/e2e/support/request-timeline.ts (apiRounds), in plain JavaScript for
// Node: every API call is held until the page has been quiet (nothing loading, main thread idle),
// then all held calls go together as one round. A call that waits for an earlier answer lands in
// a later round; calls started together share one.
const QUIET_MS = 1500;
const STALE_MS = 15_000;

const apiCallName = (request) => {
  const { pathname } = new URL(request.url());
  if (pathname === '/graphql') {
    const body = request.postDataJSON();
    return body?.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1] ?? 'anonymous';
  }
  return pathname.startsWith('/api/') ? `${request.method()} ${pathname}` : null;
};

export const apiRounds = async (page, run) => {
  const rounds = [];
  let held = [];
  const underWay = new Map();
  let lastActivity = Date.now();
  const counted = (request) => ['document', 'script', 'stylesheet'].includes(request.resourceType()) || apiCallName(request) !== null;
  const onRequest = (request) => {
    if (!counted(request)) return;
    underWay.set(request, Date.now());
    lastActivity = Date.now();
  };
  const onEnd = (request) => {
    if (!counted(request)) return;
    underWay.delete(request);
    lastActivity = Date.now();
  };
  const stillPending = () => [...underWay.values()].filter((since) => Date.now() - since < STALE_MS).length;
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  const handler = async (route) => {
    const name = apiCallName(route.request());
    if (!name) return route.fallback();
    held.push({ route, name });
  };
  await page.route(/\/(graphql|api\/)/, handler);
  const mainThreadIdle = () =>
    page
      .evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 15_000 })))
      .catch((error) => {
        if (/context was destroyed|navigation/i.test(error.message)) return false;
        throw error;
      });
  let running = true;
  const release = async () => {
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (!held.length || stillPending() > held.length || Date.now() - lastActivity < QUIET_MS) continue;
      const before = lastActivity;
      if (!(await mainThreadIdle())) continue;
      if (lastActivity !== before || stillPending() > held.length) continue;
      const round = held;
      held = [];
      rounds.push(round.map(({ name }) => name));
      for (const { route } of round) await route.fallback();
    }
  };
  const releasing = release();
  try {
    await run();
  } finally {
    running = false;
    await releasing;
    await page.unroute(/\/(graphql|api\/)/, handler);
    for (const { route } of held) await route.fallback();
    page.off('request', onRequest);
    page.off('requestfinished', onEnd);
    page.off('requestfailed', onEnd);
  }
  return rounds;
};
