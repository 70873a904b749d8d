import { SOURCE_HEADER } from '@/config/api';
import { AppError, createAppError, fromGraphQLErrors, fromHttpResponse, reactionFor } from '@/errors/normalize-error';
import { leaveForSignin } from '@/providers/auth/signin-redirect';
import { authorizationHeader, currentSession } from '@/providers/auth/token-store';

import { takePrefetched } from './prefetched-answers';
import { fetchWithRetry, isRepeatable, NO_RETRY_OPERATIONS, operationNameOf } from './retry';

/**
 * Every call to the server goes through here: the token and source headers, the retry policy,
 * and errors turned into AppErrors. A 401 anywhere signs the user out.
 */
export const authorizedFetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
  const session = currentSession();
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(SOURCE_HEADER)) headers.set(name, value);
  if (session && !headers.has('authorization')) headers.set('authorization', authorizationHeader(session));
  const operation = operationNameOf(init.body);
  const retry = isRepeatable(init) && (!operation || !NO_RETRY_OPERATIONS.has(operation));
  const response = await fetchWithRetry(fetch, input, { ...init, headers }, { retry });
  if (response.status === 401) leaveForSignin();
  return response;
};

/** A request with headers of its own (an exact count) is not the one start-up asked for. */
const plainRequest = (headers: Headers): boolean => [...headers.keys()].every((name) => name === 'content-type');

/**
 * The fetch Refine's GraphQL client uses: GraphQL errors in a 200 answer are thrown as AppErrors.
 * A request start-up already made (prefetched-answers.ts) takes that answer instead of going out.
 */
export const graphqlFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const headers = new Headers(init?.headers);
  const prefetched = plainRequest(headers) ? takePrefetched(init?.body) : undefined;
  headers.set('content-type', 'application/json');
  const response = await (prefetched ?? authorizedFetch(input instanceof Request ? input.url : input.toString(), { ...init, headers }));
  const body = (await response.clone().json().catch(() => null)) as { errors?: Array<{ message?: string; extensions?: { code?: unknown } }> } | null;
  if (body?.errors?.length) {
    const error = fromGraphQLErrors(body.errors);
    if (reactionFor(error) === 'signOut') leaveForSignin();
    throw error;
  }
  if (!response.ok) throw fromHttpResponse(response.status, body);
  return response;
};

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** A REST call of spec 02 §7; returns `data` of the answer, or throws an AppError. */
export const restRequest = async <Data>(method: Method, path: string, body?: unknown): Promise<Data> => {
  let response: Response;
  try {
    response = await authorizedFetch(path, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw createAppError('NETWORK_ERROR', error instanceof Error ? error.message : String(error), 0);
  }
  const parsed = (await response.json().catch(() => null)) as { data?: Data } | null;
  if (!response.ok) throw fromHttpResponse(response.status, parsed);
  return parsed?.data as Data;
};

export type { AppError };
