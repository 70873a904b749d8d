import DataLoader from 'dataloader';

import { AuthenticatedRequest } from '../../auth/request-user';

const loadersByRequest = new WeakMap<AuthenticatedRequest, Map<string, DataLoader<string, unknown>>>();

/**
 * One DataLoader per request and purpose: a list of 50 groups asks for their learner counts in
 * one query instead of fifty. Loaders live as long as the request object.
 */
export const requestLoader = <Value>(
  request: AuthenticatedRequest,
  purpose: string,
  batch: (keys: readonly string[]) => Promise<Map<string, Value>>,
  fallback: Value,
): DataLoader<string, Value> => {
  let loaders = loadersByRequest.get(request);
  if (!loaders) {
    loaders = new Map();
    loadersByRequest.set(request, loaders);
  }
  let loader = loaders.get(purpose) as DataLoader<string, Value> | undefined;
  if (!loader) {
    loader = new DataLoader<string, Value>(async (keys) => {
      const found = await batch(keys);
      return keys.map((key) => (found.has(key) ? (found.get(key) as Value) : fallback));
    });
    loaders.set(purpose, loader);
  }
  return loader;
};
