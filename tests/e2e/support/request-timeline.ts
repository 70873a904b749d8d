import type { Page, Request, Route } from '@playwright/test';

/** A request's API call: the GraphQL operation's name, or "METHOD /api/path"; null for anything else. */
export const apiCallName = (request: Request): string | null => {
  const { pathname } = new URL(request.url());
  if (pathname === '/graphql') {
    const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
    return body?.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1] ?? 'anonymous';
  }
  return pathname.startsWith('/api/') ? `${request.method()} ${pathname}` : null;
};

/** How long the page must have asked for nothing (no API call, no script) before a round is sent on. */
const QUIET_MS = 3000;
const STALE_MS = 15_000;

/**
 * Counts the round trips of API calls a page load makes, whatever the machine's speed: every API
 * call is held until the page has been quiet for a while (nothing fetched, no script loading), then
 * all held calls go to the server together as one round. A call that only starts once an earlier
 * one has answered lands in a later round; calls started together share one. `run` loads the page
 * and waits for what it needs; the answer lists the calls of each round, in order.
 */
export const apiRounds = async (page: Page, run: () => Promise<void>): Promise<string[][]> => {
  const rounds: string[][] = [];
  let held: { route: Route; name: string }[] = [];
  // Requests under way, by start time: one whose end the browser never reports (a preload the page
  // dropped) stops counting after a while instead of holding every round for ever.
  const underWay = new Map<Request, number>();
  let lastActivity = Date.now();
  const started = (request: Request) => {
    underWay.set(request, Date.now());
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    underWay.delete(request);
    lastActivity = Date.now();
  };
  const stillPending = () => [...underWay.values()].filter((since) => Date.now() - since < STALE_MS).length;
  const counted = (request: Request) => ['document', 'script', 'stylesheet'].includes(request.resourceType()) || apiCallName(request) !== null;
  const onRequest = (request: Request) => counted(request) && started(request);
  const onEnd = (request: Request) => counted(request) && ended(request);
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  const handler = async (route: Route) => {
    const name = apiCallName(route.request());
    if (!name) return route.fallback();
    held.push({ route, name });
  };
  await page.route(/\/(graphql|api\/)/, handler);
  // The page's main thread must be idle too: on a busy machine a render can take seconds before
  // it asks for the next call, and that call still belongs to this round.
  // False when the page was between documents (its context went away): then look again.
  const mainThreadIdle = () =>
    page
      .evaluate(() => new Promise<boolean>((resolve) => requestIdleCallback(() => resolve(true), { timeout: 15_000 })))
      .catch((error: unknown) => {
        if (error instanceof Error && /context was destroyed|navigation/i.test(error.message)) return false;
        throw error;
      });
  let running = true;
  const release = async () => {
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Held calls are in flight too: quiet means nothing but them is pending.
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

/** The round (1 for the first) in which `name` was asked for. */
export const roundOf = (rounds: string[][], name: string): number => {
  const index = rounds.findIndex((round) => round.includes(name));
  if (index < 0) throw new Error(`${name} was not requested; rounds: ${JSON.stringify(rounds)}`);
  return index + 1;
};

/** The GraphQL operation a routed request asks for. */
export const operationOf = (route: Route): string | undefined => (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;

/** Holds every request of this GraphQL operation until the returned function is called. */
export const holdOperation = async (page: Page, operationName: string): Promise<() => void> => {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (operationOf(route) === operationName) await held;
    await route.fallback();
  });
  return release;
};
