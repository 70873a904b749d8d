import { useCallback, useEffect, useRef, useState } from 'react';

import { DISTRIBUTION_REFRESH_MS, DISTRIBUTION_REFRESH_TIMES } from '@shared/distribution-rules';

/**
 * After saving, the table refreshes every 7 s, 5 times, its controls disabled (spec 02 §4, §9);
 * the change also arrives live, so the refresh stops as soon as the lists differ from what they
 * were before saving (`signature`).
 */
export const useRefreshAfterSave = (signature: string, refresh: () => void): { refreshing: boolean; start: (before: string) => void } => {
  const [refreshing, setRefreshing] = useState(false);
  const before = useRef<string | null>(null);
  const refreshLatest = useRef(refresh);
  refreshLatest.current = refresh;

  const start = useCallback((previous: string) => {
    before.current = previous;
    setRefreshing(true);
  }, []);

  useEffect(() => {
    if (!refreshing) return undefined;
    let times = 0;
    const timer = setInterval(() => {
      times += 1;
      refreshLatest.current();
      if (times >= DISTRIBUTION_REFRESH_TIMES) setRefreshing(false);
    }, DISTRIBUTION_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refreshing]);

  useEffect(() => {
    if (refreshing && before.current !== null && signature !== before.current) setRefreshing(false);
  }, [refreshing, signature]);

  return { refreshing, start };
};
