import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { Authorize, FilterableField, QueryOptions } from '@ptc-org/nestjs-query-graphql';

import { FilterableBoolean } from '../common/graphql/filterable-boolean.decorator';
import { RESOURCE_QUERY_OPTIONS } from '../common/resource/define-resource';
import { NotificationBannerAuthorizer } from './notification-banner.authorizer';

@ObjectType('BannerButton')
export class BannerButtonDTO {
  @Field() url: string;
  @Field() label: string;
}

@ObjectType('BannerChange', { description: 'One entry of a banner\'s change history.' })
export class BannerChangeDTO {
  @Field(() => Float, { description: 'Epoch milliseconds.' }) timestamp: number;
  @Field() text: string;
  @Field() bannerText: string;
  @Field(() => ID) updatedById: string;
  @Field() updatedByName: string;
  @Field(() => [String]) showToProduct: string[];
  @Field(() => [String]) showToPlatform: string[];
  @Field(() => GraphQLISODateTime) updatedAt: Date;
}

@ObjectType('NotificationBanner')
@QueryOptions(RESOURCE_QUERY_OPTIONS)
@Authorize(NotificationBannerAuthorizer)
export class NotificationBannerDTO {
  @FilterableField(() => ID) id: string;
  @FilterableField() bannerId: string;
  @FilterableField({ description: 'text, range10 or range5.' }) type: string;
  @FilterableField() bannerText: string;
  @Field() bannerColor: string;
  @Field(() => BannerButtonDTO, { nullable: true }) ctaButton: BannerButtonDTO | null;
  @Field(() => [String], { description: 'web and/or dashboard.' }) showToPlatform: string[];
  @Field(() => [String], { description: 'Product codes.' }) showToProduct: string[];
  @FilterableField(() => Float, { description: 'Epoch milliseconds.' }) expirationTime: number;
  @Field(() => String, { nullable: true }) minRangeCopy: string | null;
  @Field(() => String, { nullable: true }) maxRangeCopy: string | null;
  @Field(() => Int, { nullable: true }) dismissForDays: number | null;
  @FilterableBoolean() enabled: boolean;
  @FilterableField(() => ID) creatorId: string;
  @FilterableField() creatorName: string;
  @FilterableBoolean() deleted: boolean;
  @FilterableField(() => GraphQLISODateTime) createdAt: Date;
  @FilterableField(() => GraphQLISODateTime) updatedAt: Date;
}
