import { Controller, Get, Param, Query } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, Repository } from 'typeorm';

import { notFound } from '../common/errors/domain-errors';
import { OptionalIntegerInput, TextInput } from '../common/validation/input-rules';
import { FeatureUpdateEntity } from './feature-update.entity';

/** The name of the content feed behind the what's-new dialog. */
export const FEATURE_FEED = 'whats-new';
const DEFAULT_LIMIT = 3;
const MAX_LIMIT = 20;

export class FeedParams {
  @TextInput({ field: 'feed', label: 'Feed', max: 100 }) feed: string;
}

export class FeaturesQuery {
  @OptionalIntegerInput({ field: 'limit', label: 'Limit', min: 1, max: MAX_LIMIT }) limit?: number;
}

/** GET /api/v1/integrations/{content-feed}/features?limit=3 (spec 01 §7): newest published first. */
@Controller('api/v1/integrations')
export class FeatureUpdatesController {
  constructor(@InjectRepository(FeatureUpdateEntity) private readonly updates: Repository<FeatureUpdateEntity>) {}

  @Get(':feed/features')
  async list(@Param() { feed }: FeedParams, @Query() { limit = DEFAULT_LIMIT }: FeaturesQuery) {
    if (feed !== FEATURE_FEED) throw notFound('Not found');
    const updates = await this.updates.find({
      where: { publishedOn: LessThanOrEqual(new Date()) },
      order: { publishedOn: 'DESC' },
      take: limit,
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
