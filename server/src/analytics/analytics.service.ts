import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { AnalyticsEventEntity } from './analytics-event.entity';

/** Product analytics events of spec 01 §7 and spec 02 §7. */
export const ANALYTICS_EVENT_NAMES = [
  'Banner Shown',
  'Banner Answered',
  'Banner Clicked',
  'Banner Dismissed',
  'Workspace Created',
  'Workspace Changed',
  'Program Distributed',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/**
 * What the dashboard may record as is. Banner events go through recordBannerEvent, which checks
 * the banner and the answer first; the others are recorded by the server where they happen.
 */
export const CLIENT_EVENT_NAMES: readonly AnalyticsEventName[] = ['Workspace Changed'];

@Injectable()
export class AnalyticsService {
  constructor(@InjectRepository(AnalyticsEventEntity) private readonly events: Repository<AnalyticsEventEntity>) {}

  async record(
    name: AnalyticsEventName,
    event: { userId: string | null; subjectId?: string | null; platform?: string; properties?: Record<string, unknown> },
  ): Promise<AnalyticsEventEntity> {
    return this.events.save(
      this.events.create({
        name,
        userId: event.userId,
        subjectId: event.subjectId ?? null,
        platform: event.platform ?? 'dashboard',
        properties: event.properties ?? {},
      }),
    );
  }

  /** How many events of each name a subject (a banner, a workspace) has. */
  async countsFor(subjectIds: string[]): Promise<Array<{ subjectId: string; name: string; count: number }>> {
    if (subjectIds.length === 0) return [];
    const rows = await this.events
      .createQueryBuilder('event')
      .select('event.subjectId', 'subjectId')
      .addSelect('event.name', 'name')
      .addSelect('COUNT(*)', 'count')
      .where('event.subjectId IN (:...subjectIds)', { subjectIds })
      .groupBy('event.subjectId')
      .addGroupBy('event.name')
      .getRawMany<{ subjectId: string; name: string; count: string | number }>();
    return rows.map((row) => ({ subjectId: row.subjectId, name: row.name, count: Number(row.count) }));
  }

  /** The `answer` property of each subject's events of one name (rating answers), for distributions. */
  async answersFor(name: AnalyticsEventName, subjectIds: string[]): Promise<Array<{ subjectId: string; answer: number }>> {
    if (subjectIds.length === 0) return [];
    const rows = await this.events
      .createQueryBuilder('event')
      .select(['event.subjectId', 'event.properties'])
      .where('event.name = :name AND event.subjectId IN (:...subjectIds)', { name, subjectIds })
      .getMany();
    return rows.map((row) => ({ subjectId: String(row.subjectId), answer: Number(row.properties.answer) })).filter((row) => Number.isInteger(row.answer));
  }

  async exists(name: AnalyticsEventName, userId: string, subjectId: string): Promise<boolean> {
    return this.events.exists({ where: { name, userId, subjectId } });
  }
}
