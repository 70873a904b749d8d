import { Controller, Get, Param, Query } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, Repository } from 'typeorm';

import { notFound } from '../common/errors/domain-errors';
import { FeatureUpdateEntity } from './feature-update.entity';

/** The name of the content feed behind the what's-new dialog. */
export const FEATURE_FEED = 'whats-new';
const MAX_LIMIT = 20;

/** GET /api/v1/integrations/{content-feed}/features?limit=3 (spec 01 §7): newest published first. */
@Controller('api/v1/integrations')
export class FeatureUpdatesController {
  constructor(@InjectRepository(FeatureUpdateEntity) private readonly updates: Repository<FeatureUpdateEntity>) {}

  @Get(':feed/features')
  async list(@Param('feed') feed: string, @Query('limit') limit = '3') {
    if (feed !== FEATURE_FEED) throw notFound('Not found');
    const take = Math.min(Math.max(Number.parseInt(limit, 10) || 3, 1), MAX_LIMIT);
    const updates = await this.updates.find({
      where: { publishedOn: LessThanOrEqual(new Date()) },
      order: { publishedOn: 'DESC' },
      take,
    });
    return {
      data: updates.map((update) => ({
        name: update.name,
        slug: update.slug,
        summary: update.summary,
        mainImage: update.mainImageUrl,
        publishedOn: update.publishedOn.toISOString(),
      })),
    };
  }
}
