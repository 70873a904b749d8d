import { Controller, Get, Param, Query } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsIn, IsOptional } from 'class-validator';
import { In, LessThanOrEqual, Repository } from 'typeorm';

import { notFound } from '../common/errors/domain-errors';
import { OptionalIntegerInput, saying, TextInput } from '../common/validation/input-rules';
import { FeatureUpdateTextEntity } from './feature-update-text.entity';
import { FeatureUpdateEntity } from './feature-update.entity';

/** The name of the content feed behind the what's-new dialog. */
export const FEATURE_FEED = 'whats-new';
const DEFAULT_LIMIT = 3;
const MAX_LIMIT = 20;
/** The languages an entry may be asked in; English is the entry's own text. */
export const FEATURE_LANGUAGES = ['en', 'ko', 'ja'];

export class FeedParams {
  @TextInput({ field: 'feed', label: 'Feed', max: 100 }) feed: string;
}

export class FeaturesQuery {
  @OptionalIntegerInput({ field: 'limit', label: 'Limit', min: 1, max: MAX_LIMIT }) limit?: number;

  @IsOptional()
  @IsIn(
    FEATURE_LANGUAGES,
    saying(`Language must be one of: ${FEATURE_LANGUAGES.join(', ')}.`, 'oneOf', { field: 'language', values: FEATURE_LANGUAGES.join(', ') }),
  )
  language?: string;
}

/**
 * GET /api/v1/integrations/{content-feed}/features?limit=3&language=ko (spec 01 §7): newest
 * published first, each in the language asked for where the entry has a text in it (English otherwise).
 */
@Controller('api/v1/integrations')
export class FeatureUpdatesController {
  constructor(
    @InjectRepository(FeatureUpdateEntity) private readonly updates: Repository<FeatureUpdateEntity>,
    @InjectRepository(FeatureUpdateTextEntity) private readonly texts: Repository<FeatureUpdateTextEntity>,
  ) {}

  @Get(':feed/features')
  async list(@Param() { feed }: FeedParams, @Query() { limit = DEFAULT_LIMIT, language = 'en' }: FeaturesQuery) {
    if (feed !== FEATURE_FEED) throw notFound('Not found');
    const updates = await this.updates.find({
      where: { publishedOn: LessThanOrEqual(new Date()) },
      order: { publishedOn: 'DESC' },
      take: limit,
    });
    const texts =
      language === 'en' || updates.length === 0 ? [] : await this.texts.find({ where: { language, featureUpdateId: In(updates.map((update) => update.id)) } });
    const textOf = new Map(texts.map((text) => [text.featureUpdateId, text]));
    return {
      data: updates.map((update) => ({
        name: textOf.get(update.id)?.name ?? update.name,
        slug: update.slug,
        summary: textOf.get(update.id)?.summary ?? update.summary,
        mainImage: update.mainImageUrl,
        publishedOn: update.publishedOn.toISOString(),
      })),
    };
  }
}
