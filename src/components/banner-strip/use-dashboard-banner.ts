import { useCallback, useEffect, useMemo, useState } from 'react';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { print } from 'graphql';

import { isBannerLive } from '@shared/banner-rules';

import { useErrorToast } from '@/errors/use-error-toast';
import { DashboardBannersChangedDocument, RecordBannerEventDocument } from '@/graphql/types';
import type { BannerEventKind } from '@/graphql/types';
import { liveClient } from '@/providers/data';
import { runOperation } from '@/providers/data/graphql-operation';
import { useGeneralMetadata } from '@/providers/metadata';
import { liveSink } from '@/providers/live/live-sink';
import { useAfterFirstPage } from '@/providers/startup/after-first-page';

import { readDashboardBanners, takePreloadedAnswer } from './dashboard-banner-request';

const DASHBOARD_BANNERS_KEY = ['dashboard-banners'];
/** Expiries and dismissal ends are checked again this often, so a banner leaves or returns on time. */
const CLOCK_TICK_MS = 60_000;

/** Banners already counted as shown in this page load; a re-render is not a new impression. */
const shownThisPageLoad = new Set<string>();

/**
 * The dashboard banner strip's data (spec 01 §2): the first live banner of the user's, refetched
 * when any banner changes, with the user's dismissals (kept in metadata on the server, and
 * locally at once so the banner goes the moment it is dismissed).
 */
export const useDashboardBanner = () => {
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const { metadata, isLoading: metadataLoading } = useGeneralMetadata();
  const [hiddenNow, setHiddenNow] = useState<Record<string, string>>({});
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  // Changes come by the subscription below (it invalidates the query), so the answer stays fresh.
  const banners = useQuery({
    queryKey: DASHBOARD_BANNERS_KEY,
    queryFn: readDashboardBanners,
    ...(() => {
      const answer = takePreloadedAnswer();
      return answer ? { initialData: answer.data, initialDataUpdatedAt: answer.at } : {};
    })(),
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    const stop = liveClient.subscribe(
      { query: print(DashboardBannersChangedDocument) },
      liveSink('dashboard banners', () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_BANNERS_KEY })),
    );
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [queryClient]);

  const banner = useMemo(() => {
    const dismissals = { ...(metadata?.dismissedBanners ?? {}), ...hiddenNow };
    return banners.data?.getUserNotificationBanners.find((candidate) => isBannerLive(candidate, { platform: 'dashboard', dismissals, now })) ?? null;
  }, [banners.data, metadata?.dismissedBanners, hiddenNow, now]);

  const record = useCallback(async (bannerId: string, kind: BannerEventKind, answer?: number) => {
    const result = await runOperation(RecordBannerEventDocument, {
      input: { bannerId, kind, answer },
    });
    const hiddenUntil = result.recordBannerEvent.hiddenUntil;
    if (hiddenUntil) setHiddenNow((current) => ({ ...current, [bannerId]: hiddenUntil }));
  }, []);

  const bannerId = banner?.bannerId;
  // The impression is recorded once the page has rendered (after-first-page.ts): nothing waits for it.
  const afterFirstPage = useAfterFirstPage();
  useEffect(() => {
    if (!afterFirstPage || !bannerId || shownThisPageLoad.has(bannerId)) return;
    shownThisPageLoad.add(bannerId);
    record(bannerId, 'shown').catch((error: unknown) => {
      // Counted again on the next render that shows it.
      shownThisPageLoad.delete(bannerId);
      console.warn('The banner impression was not recorded', error);
    });
  }, [afterFirstPage, bannerId, record]);

  const act = useCallback(
    async (kind: BannerEventKind, answer?: number) => {
      if (!banner) return;
      setBusy(true);
      try {
        await record(banner.bannerId, kind, answer);
      } catch (error) {
        showError(error);
      } finally {
        setBusy(false);
      }
    },
    [banner, record, showError],
  );

  const click = useCallback(() => {
    // Opened within the click itself, so the browser does not treat it as a pop-up.
    if (banner?.ctaButton) window.open(banner.ctaButton.url, '_blank', 'noopener,noreferrer');
    void act('clicked');
  }, [act, banner]);

  return {
    banner,
    // The banner (or none) as the page's first render should show it: the banners and the
    // dismissals in metadata have both answered, or failed (the strip then says so or stays empty).
    settled: !banners.isPending && !metadataLoading,
    busy,
    dismiss: () => void act('dismissed'),
    click,
    answer: (value: number) => void act('answered', value),
  };
};
