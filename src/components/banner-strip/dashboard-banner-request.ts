import { DashboardBannersDocument } from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';

const fetchDashboardBanners = () => runOperation(DashboardBannersDocument);

/** The first answer, asked for at start-up (preloadDashboardBanners), for the strip's first read. */
let preloaded: ReturnType<typeof fetchDashboardBanners> | null = null;
/** That answer once it is in: the strip then shows in the same render as the page around it. */
let preloadedAnswer: { data: Awaited<ReturnType<typeof fetchDashboardBanners>>; at: number } | null = null;

/**
 * Issue 31, layout shift: asked for with the identity, before the first render, so the strip is
 * filled when the page's content first shows. Arriving after it, the strip pushed the whole page
 * down by its height (cumulative layout shift 0.23 on the table pages).
 */
export const preloadDashboardBanners = (): void => {
  if (preloaded || preloadedAnswer) return;
  preloaded = fetchDashboardBanners();
  // The strip's query receives the same failure and shows it; this early start only logs it.
  preloaded.then(
    (data) => {
      // From now on the answer is read as the query's initial data, once; later reads ask again.
      preloaded = null;
      preloadedAnswer = { data, at: Date.now() };
    },
    (error: unknown) => console.warn('The dashboard banners will be asked for again', error),
  );
};

export const readDashboardBanners = () => {
  const answer = preloaded ?? fetchDashboardBanners();
  preloaded = null;
  return answer;
};

/** The preloaded answer if it is in and unread: the query's data from its first render. */
export const takePreloadedAnswer = () => {
  const answer = preloadedAnswer;
  preloadedAnswer = null;
  return answer;
};
