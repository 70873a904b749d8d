import dataProvider from '@refinedev/nestjs-query';
import type { BaseRecord, CrudFilter, CrudSort, DataProvider } from '@refinedev/core';

import { refineClient } from './graphql-client';
import { signIn } from './session';

/** Refine's own nestjs-query data provider, as the SPA uses it, signed in as one user. */
export const refineProvider = (baseUrl: string, token: string): DataProvider => dataProvider(refineClient(baseUrl, token));

/** The same, after signing in through the sign-in service as this demo account. */
export const signedInProvider = async (baseUrl: string, email: string): Promise<DataProvider> => refineProvider(baseUrl, await signIn(baseUrl, email));

/** getList with server paging; large pages so a scope can be compared as a whole. */
export const listIds = async (
  provider: DataProvider,
  resource: string,
  options: { filters?: CrudFilter[]; sorters?: CrudSort[]; pageSize?: number } = {},
): Promise<{ ids: string[]; total: number; rows: BaseRecord[] }> => {
  const result = await provider.getList({
    resource,
    pagination: { currentPage: 1, pageSize: options.pageSize ?? 1000, mode: 'server' },
    filters: options.filters ?? [],
    sorters: options.sorters ?? [],
    meta: { fields: ['id'] },
  });
  return { ids: result.data.map((row) => String(row.id)).sort(), total: result.total, rows: result.data };
};

/** Every id a list answers, page by page (a page holds at most 1,000 rows; unsorted lists are in key order). */
export const allIds = async (provider: DataProvider, resource: string): Promise<string[]> => {
  const ids: string[] = [];
  for (let currentPage = 1; ; currentPage += 1) {
    const result = await provider.getList({ resource, pagination: { currentPage, pageSize: 1000, mode: 'server' }, meta: { fields: ['id'] } });
    ids.push(...result.data.map((row) => String(row.id)));
    if (result.data.length < 1000) return ids.sort();
  }
};

/** The `extensions.code` of a failed provider call (graphql-request's ClientError). */
export const codeOf = async (call: Promise<unknown>): Promise<string> => {
  try {
    await call;
    return 'OK';
  } catch (error) {
    const response = (error as { response?: { errors?: Array<{ extensions?: { code?: string } }> } }).response;
    const code = response?.errors?.[0]?.extensions?.code;
    if (!code) throw error;
    return code;
  }
};

/** The message of a failed provider call. */
export const messageOf = async (call: Promise<unknown>): Promise<string> => {
  try {
    await call;
    return 'OK';
  } catch (error) {
    return (error as { response?: { errors?: Array<{ message: string }> } }).response?.errors?.[0]?.message ?? String(error);
  }
};
