/** Network retry (spec 01 §7): up to 5 attempts from 300 ms with jitter; never for failed fetches or 502s. */
export const RETRY_POLICY = { maxAttempts: 5, initialDelayMs: 300 } as const;

/** Operations that are not retried: the engagement summary is heavy and a retry would double it. */
export const NO_RETRY_OPERATIONS = new Set(['EngagementSummary', 'GroupEngagementSummary']);

const RETRIED_STATUSES = new Set([429, 500, 503, 504]);

export const shouldRetry = (status: number, attempt: number): boolean =>
  attempt < RETRY_POLICY.maxAttempts && RETRIED_STATUSES.has(status);

/** Exponential back-off with full jitter around it: 300 ms, then about 600, 1200, 2400. */
export const retryDelay = (attempt: number, random: () => number = Math.random): number =>
  Math.round(RETRY_POLICY.initialDelayMs * 2 ** (attempt - 1) * (0.5 + random()));

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
type RetryOptions = { retry?: boolean; sleep?: (milliseconds: number) => Promise<void>; random?: () => number };

const wait = (milliseconds: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Fetches, retrying server hiccups. A failed fetch (offline, DNS) throws at once, as does a 502. */
export const fetchWithRetry = async (fetcher: Fetch, input: string, init: RequestInit = {}, options: RetryOptions = {}): Promise<Response> => {
  const sleep = options.sleep ?? wait;
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetcher(input, init);
    if (options.retry === false || !shouldRetry(response.status, attempt)) return response;
    await sleep(retryDelay(attempt, options.random));
  }
};

/**
 * Whether a request may be sent again after the server answered with an error: reads only (GET,
 * HEAD, a GraphQL query). A mutation or a REST write the server answered may have been done
 * already (a 500 after the row was saved), so it is never repeated: the person sees the error once.
 */
export const isRepeatable = (init: RequestInit = {}): boolean => {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return true;
  if (method !== 'POST' || typeof init.body !== 'string') return false;
  try {
    const query = (JSON.parse(init.body) as { query?: unknown }).query;
    if (typeof query !== 'string') return false;
    // The first operation keyword, after comments and fragments; a bare selection set is a query.
    const text = query.replace(/#[^\n]*/g, '');
    const keyword = /(?:^|[\s}])(query|mutation|subscription)\b/.exec(text)?.[1];
    return keyword === 'query' || (keyword === undefined && text.trim().startsWith('{'));
  } catch {
    return false;
  }
};

/** The operation name of a GraphQL POST body, to honour NO_RETRY_OPERATIONS. */
export const operationNameOf = (body: BodyInit | null | undefined): string | null => {
  if (typeof body !== 'string') return null;
  try {
    const parsed = JSON.parse(body) as { operationName?: string; query?: string };
    return parsed.operationName ?? /(?:query|mutation|subscription)\s+(\w+)/.exec(parsed.query ?? '')?.[1] ?? null;
  } catch {
    return null;
  }
};
