import type { RouterProvider } from '@refinedev/core';
import routerBindings from '@refinedev/react-router';
import { useLocation } from 'react-router';

/** Query values Refine itself reads (the login redirect target). */
const REFINE_QUERY_KEYS = new Set(['to']);

/**
 * Refine's react-router bindings, except that the query string is not handed to Refine. Refine
 * copies every query value into each request's meta, and so into its cache key: a table saving
 * its state in the address would then fetch its rows a second time. Our screens read their own
 * query values (table states, scrollTo, upgrade) from the address directly.
 */
export const routerProvider: RouterProvider = {
  ...routerBindings,
  parse: () => {
    const parse = routerBindings.parse!();
    // Refine calls routerProvider.parse() inside its useParsed hook, so a hook may run here.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    const { search } = useLocation();
    return () => {
      const parsed = parse();
      const queryKeys = [...new URLSearchParams(search).keys()].filter((key) => !REFINE_QUERY_KEYS.has(key));
      const params = Object.fromEntries(Object.entries(parsed.params ?? {}).filter(([key]) => !queryKeys.includes(key)));
      return { ...parsed, params };
    };
  },
};
