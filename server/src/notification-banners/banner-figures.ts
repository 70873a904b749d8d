import { DataSource, In } from 'typeorm';

import { AnalyticsEventEntity } from '../analytics/analytics-event.entity';
import { AnalyticsService } from '../analytics/analytics.service';
import type { BannerStatsDTO } from './banner-calls.dto';
import { BannerChangeEntity } from './banner-change.entity';

/** A banner's change history and recorded figures, loaded for a whole page of banners at once. */

const STAT_OF_EVENT: Record<string, keyof Omit<BannerStatsDTO, 'answerDistribution'>> = {
  'Banner Shown': 'impressions',
  'Banner Clicked': 'clicks',
  'Banner Dismissed': 'dismissals',
  'Banner Answered': 'answers',
};

export const emptyBannerStats = (): BannerStatsDTO => ({ impressions: 0, clicks: 0, dismissals: 0, answers: 0, answerDistribution: [] });

/** Oldest first, as the changes happened. */
export const changeHistoriesOf = async (dataSource: DataSource, bannerRowIds: readonly string[]): Promise<Map<string, unknown>> => {
  const rows = await dataSource.getRepository(BannerChangeEntity).find({ where: { notificationBannerId: In([...bannerRowIds]) }, order: { timestamp: 'ASC' } });
  const byBanner = new Map<string, BannerChangeEntity[]>();
  for (const row of rows) byBanner.set(row.notificationBannerId, [...(byBanner.get(row.notificationBannerId) ?? []), row]);
  return byBanner;
};

/** Impressions, clicks, dismissals and answers (with the rating distribution) per bannerId. */
export const figuresOf = async (dataSource: DataSource, bannerIds: readonly string[]): Promise<Map<string, unknown>> => {
  const analytics = new AnalyticsService(dataSource.getRepository(AnalyticsEventEntity));
  const [counts, answers] = await Promise.all([analytics.countsFor([...bannerIds]), analytics.answersFor('Banner Answered', [...bannerIds])]);
  const stats = new Map<string, BannerStatsDTO>();
  const statsOf = (bannerId: string): BannerStatsDTO => {
    const existing = stats.get(bannerId);
    if (existing) return existing;
    const created = emptyBannerStats();
    stats.set(bannerId, created);
    return created;
  };
  for (const count of counts) {
    const stat = STAT_OF_EVENT[count.name];
    if (stat) statsOf(count.subjectId)[stat] = count.count;
  }
  for (const { subjectId, answer } of answers) {
    const distribution = statsOf(subjectId).answerDistribution;
    const entry = distribution.find((item) => item.answer === answer);
    if (entry) entry.count += 1;
    else distribution.push({ answer, count: 1 });
  }
  for (const stat of stats.values()) stat.answerDistribution.sort((left, right) => left.answer - right.answer);
  return stats;
};
