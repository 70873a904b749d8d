import { Field, Float, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

import { BannerButtonDTO } from './banner-types';

/** What getUserNotificationBanners answers: only what the strip needs (spec 01 §7), no creator or history. */
@ObjectType('UserNotificationBanner')
export class UserNotificationBannerDTO {
  @Field() bannerId: string;
  @Field() type: string;
  @Field() bannerText: string;
  @Field() bannerColor: string;
  @Field(() => BannerButtonDTO, { nullable: true }) ctaButton: BannerButtonDTO | null;
  @Field(() => [String]) showToPlatform: string[];
  @Field(() => [String]) showToProduct: string[];
  @Field(() => Float, { description: 'Epoch milliseconds.' }) expirationTime: number;
  @Field(() => String, { nullable: true }) minRangeCopy: string | null;
  @Field(() => String, { nullable: true }) maxRangeCopy: string | null;
  @Field(() => Int, { nullable: true }) dismissForDays: number | null;
}

@ObjectType('BannerAnswerCount')
export class BannerAnswerCountDTO {
  @Field(() => Int) answer: number;
  @Field(() => Int) count: number;
}

@ObjectType('BannerStats', { description: 'What the dashboard recorded for a banner (analytics events).' })
export class BannerStatsDTO {
  @Field(() => Int) impressions: number;
  @Field(() => Int) clicks: number;
  @Field(() => Int) dismissals: number;
  @Field(() => Int) answers: number;
  @Field(() => [BannerAnswerCountDTO], { description: 'Rating banners: how many chose each value, lowest first.' })
  answerDistribution: BannerAnswerCountDTO[];
}

@ObjectType('NotificationBannersChange', { description: 'A banner was created, changed or deleted: refetch what you show.' })
export class NotificationBannersChangeDTO {
  @Field() bannerId: string;
  @Field(() => Float) changedAt: number;
}

export enum BannerEventKind {
  shown = 'shown',
  clicked = 'clicked',
  answered = 'answered',
  dismissed = 'dismissed',
}
registerEnumType(BannerEventKind, { name: 'BannerEventKind' });

@InputType('BannerEventInput')
export class BannerEventInput {
  @Field() @IsString() @MaxLength(100) bannerId: string;
  @Field(() => BannerEventKind) @IsIn(Object.values(BannerEventKind)) kind: BannerEventKind;
  @Field(() => Int, { nullable: true, description: 'The chosen value, for answered.' }) @IsOptional() @IsInt() @Min(0) answer?: number | null;
}

@ObjectType('BannerEventResult')
export class BannerEventResultDTO {
  @Field() bannerId: string;
  @Field(() => String, { nullable: true, description: 'Epoch milliseconds (as a string) until which the banner stays hidden.' })
  hiddenUntil: string | null;
}
