/**
 * GraphQL answers asked for ahead of the view that reads them (issue 31, the request waterfall):
 * start-up (boot.ts, through routes/route-data.ts) asks for the open page's records while the app's
 * code is still downloading; the page's own request, when it comes, takes the answer instead of
 * asking again (graphqlFetch). A request is the same when it names the same operation with the
 * same variables; each answer is taken once, and one nobody took in KEEP_MS is dropped (a page the
 * reader could not open, a gate that sent them elsewhere): a later request asks the server.
 */

const KEEP_MS = 20_000;

type Waiting = { answer: Promise<Response>; timer: ReturnType<typeof setTimeout> };

const waiting = new Map<string, Waiting>();

/** Objects with their keys in order: the same variables give the same text, however built. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, item]) => item !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([key, item]) => [key, canonical(item)]),
        )
      : value;

/** What makes two GraphQL request bodies the same request, or null for a body that is not one. */
export const requestKey = (body: unknown): string | null => {
  if (typeof body !== 'string') return null;
  try {
    const { operationName, variables } = JSON.parse(body) as { operationName?: unknown; variables?: unknown };
    return typeof operationName === 'string' ? `${operationName} ${JSON.stringify(canonical(variables ?? {}))}` : null;
  } catch {
    return null;
  }
};

/** Sends this request now and keeps its answer for the first same request (see takePrefetched). */
export const prefetch = (body: string, send: () => Promise<Response>): void => {
  const key = requestKey(body);
  if (!key || waiting.has(key)) return;
  const answer = send();
  // A failure goes to the request that takes the answer; noted here so that, until then, it is not
  // an unhandled rejection, and said when nobody took it.
  let failure: { error: unknown } | null = null;
  answer.then(
    () => undefined,
    (error: unknown) => {
      failure = { error };
    },
  );
  const timer = setTimeout(() => {
    if (waiting.get(key)?.answer !== answer) return;
    waiting.delete(key);
    if (failure) console.warn(`The early answer to ${key} was not used and failed`, failure.error);
  }, KEEP_MS);
  waiting.set(key, { answer, timer });
};

/** The kept answer to this request, once: the same operation with the same variables. */
export const takePrefetched = (body: unknown): Promise<Response> | undefined => {
  const key = requestKey(body);
  const found = key ? waiting.get(key) : undefined;
  if (!key || !found) return undefined;
  waiting.delete(key);
  clearTimeout(found.timer);
  return found.answer;
};
