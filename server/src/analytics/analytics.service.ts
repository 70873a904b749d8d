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

@Injectable()
export class AnalyticsService {
  constructor(@InjectRepository(AnalyticsEventEntity) private readonly events: Repository<AnalyticsEventEntity>) {}

  async record(name: AnalyticsEventName, event: { userId: string | null; subjectId?: string | null; platform?: string; properties?: Record<string, unknown> }): Promise<AnalyticsEventEntity> {
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
}
