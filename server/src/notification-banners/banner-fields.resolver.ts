import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';

import { AnalyticsService } from '../analytics/analytics.service';
import { GraphQLRequestContext } from '../auth/request-user';
import { requestLoader } from '../common/graphql/request-loaders';
import { BannerStatsDTO } from './banner-calls.dto';
import { BannerChangeEntity } from './banner-change.entity';
import { BannerChangeDTO, NotificationBannerDTO } from './notification-banner.dto';

const EMPTY_STATS: BannerStatsDTO = { impressions: 0, clicks: 0, dismissals: 0, answers: 0, answerDistribution: [] };

const STAT_OF_EVENT: Record<string, keyof Omit<BannerStatsDTO, 'answerDistribution'>> = {
  'Banner Shown': 'impressions',
  'Banner Clicked': 'clicks',
  'Banner Dismissed': 'dismissals',
  'Banner Answered': 'answers',
};

/** A banner's change history and its recorded figures, batched for the whole list. */
@Resolver(() => NotificationBannerDTO)
export class BannerFieldsResolver {
  constructor(
    @InjectRepository(BannerChangeEntity) private readonly changes: Repository<BannerChangeEntity>,
    private readonly analytics: AnalyticsService,
  ) {}

  /** Oldest first, as the changes happened. */
  @ResolveField('changeHistory', () => [BannerChangeDTO])
  changeHistory(@Parent() banner: NotificationBannerDTO, @Context() context: GraphQLRequestContext): Promise<BannerChangeEntity[]> {
    return requestLoader<BannerChangeEntity[]>(context.req, 'bannerChangeHistory', async (ids) => {
      const rows = await this.changes.find({ where: { notificationBannerId: In([...ids]) }, order: { timestamp: 'ASC' } });
      const byBanner = new Map<string, BannerChangeEntity[]>();
      for (const row of rows) byBanner.set(row.notificationBannerId, [...(byBanner.get(row.notificationBannerId) ?? []), row]);
      return byBanner;
    }, []).load(banner.id);
  }

  @ResolveField('stats', () => BannerStatsDTO, { description: 'Impressions, clicks, dismissals and answers recorded on the dashboard.' })
  stats(@Parent() banner: NotificationBannerDTO, @Context() context: GraphQLRequestContext): Promise<BannerStatsDTO> {
    return requestLoader<BannerStatsDTO>(context.req, 'bannerStats', async (bannerIds) => {
      const [counts, answers] = await Promise.all([
        this.analytics.countsFor([...bannerIds]),
        this.analytics.answersFor('Banner Answered', [...bannerIds]),
      ]);
      const stats = new Map<string, BannerStatsDTO>();
      const statsOf = (bannerId: string): BannerStatsDTO => {
        if (!stats.has(bannerId)) stats.set(bannerId, { ...EMPTY_STATS, answerDistribution: [] });
        return stats.get(bannerId)!;
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
    }, EMPTY_STATS).load(banner.bannerId);
  }
}
