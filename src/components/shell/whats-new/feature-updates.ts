import { useGetLocale } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';

import { FEATURE_FEED } from '@/config/links';
import { restRequest } from '@/providers/data/http';
import { useAfterFirstPage } from '@/providers/startup/after-first-page';

export type FeatureUpdate = { name: string; slug: string; summary: string; mainImage: string | null; publishedOn: string };

/** The what's-new dialog pages through at most this many (spec 01 §9). */
export const FEATURE_UPDATES_LIMIT = 3;

/** The feed's address: the entries in the language shown (the server falls back to English per entry). */
export const featureUpdatesPath = (language: string | undefined): string =>
  `/api/v1/integrations/${FEATURE_FEED}/features?${new URLSearchParams({ limit: String(FEATURE_UPDATES_LIMIT), language: language ?? 'en' })}`;

export const useFeatureUpdates = () => {
  const language = useGetLocale()();
  const afterFirstPage = useAfterFirstPage();
  return useQuery({
    queryKey: ['feature-updates', FEATURE_FEED, language],
    queryFn: () => restRequest<FeatureUpdate[]>('GET', featureUpdatesPath(language)),
    staleTime: 10 * 60_000,
    // The sidebar's dot: not needed before the page (after-first-page.ts).
    enabled: afterFirstPage,
  });
};

/** The dot shows when the newest update is later than the stored lastSeen (or nothing was seen). */
export const hasUnseenUpdates = (updates: readonly FeatureUpdate[] | undefined, lastSeen: string | undefined): boolean => {
  const newest = updates?.[0]?.publishedOn;
  if (!newest) return false;
  return !lastSeen || Date.parse(newest) > Date.parse(lastSeen);
};

export const LAST_SEEN_KEY = 'lumenUpdates/lastSeen';
