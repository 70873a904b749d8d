import { AsyncLocalStorage } from 'node:async_hooks';

import type { NextFunction, Request, Response } from 'express';

import { EXACT_COUNT_HEADER } from '../../../shared/constants';

/*
 * What the whole HTTP request asked for, readable anywhere below it. GraphQL resolves nested
 * fields (a list's totalCount) after the root resolver has returned, outside any interceptor's
 * scope; a store opened by the first middleware covers them too.
 */
type HttpRequestContext = {
  exactCounts: boolean;
  /** The GraphQL document spreads fragments, which nestjs-query's resolve info leaves out: lists read whole rows. */
  wholeRows: boolean;
};

const storage = new AsyncLocalStorage<HttpRequestContext>();

export const httpRequestContext = (request: Request, _response: Response, next: NextFunction): void => {
  storage.run({ exactCounts: request.headers[EXACT_COUNT_HEADER] === 'true', wholeRows: false }, next);
};

/** Whether the current request asked for exact counts (the "count them all" action under a table). */
export const exactCountsRequested = (): boolean => storage.getStore()?.exactCounts ?? false;

/** Lists of this request read whole rows (selected-columns.ts): its document has fragments. */
export const readWholeRows = (): void => {
  const store = storage.getStore();
  if (store) store.wholeRows = true;
};

/** Whether a list may read only the columns its fields need: only within an HTTP request whose document allows it. */
export const mayNarrowColumns = (): boolean => storage.getStore()?.wholeRows === false;
