import { AsyncLocalStorage } from 'node:async_hooks';

import type { NextFunction, Request, Response } from 'express';

/*
 * What the whole HTTP request asked for, readable anywhere below it. GraphQL resolves nested
 * fields (a list's totalCount) after the root resolver has returned, outside any interceptor's
 * scope; a store opened by the first middleware covers them too.
 */
type HttpRequestContext = { exactCounts: boolean };

const storage = new AsyncLocalStorage<HttpRequestContext>();

/** A list asked with this header counts every row instead of stopping at COUNT_LIMIT (shared/constants.ts). */
export const EXACT_COUNT_HEADER = 'x-lumen-exact-count';

export const httpRequestContext = (request: Request, _response: Response, next: NextFunction): void => {
  storage.run({ exactCounts: request.headers[EXACT_COUNT_HEADER] === 'true' }, next);
};

/** Whether the current request asked for exact counts (the "count them all" action under a table). */
export const exactCountsRequested = (): boolean => storage.getStore()?.exactCounts ?? false;
