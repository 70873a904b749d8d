import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayUnique, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';

import { BANNER_TYPES } from '../../../shared/constants';
import { BANNER_MESSAGES, BANNER_TEXT_MAX } from '../../../shared/banner-rules';
import { COLOR_PATTERN } from '../../../shared/validation';
import { UnlessOmitted } from '../common/validation/spec-rule.decorator';

@InputType('BannerButtonInput')
export class BannerButtonInput {
  @Field() @IsString() @MaxLength(500) url: string;
  @Field() @IsString({ message: BANNER_MESSAGES.buttonTextMandatory }) @MaxLength(100) label: string;
}

/** Fields shared by creating and editing; whole-banner rules are checked by the service. */
@InputType({ isAbstract: true })
abstract class BannerContentInput {
  @Field({ nullable: true }) @UnlessOmitted() @IsString() @MaxLength(BANNER_TEXT_MAX, { message: BANNER_MESSAGES.bannerTextTooLong }) bannerText?: string;
  @Field({ nullable: true }) @UnlessOmitted() @Matches(COLOR_PATTERN, { message: 'Banner colour must be a hex colour.' }) bannerColor?: string;
  @Field(() => BannerButtonInput, { nullable: true }) @IsOptional() @ValidateNested() @Type(() => BannerButtonInput) ctaButton?: BannerButtonInput | null;
  @Field(() => [String], { nullable: true }) @UnlessOmitted() @IsArray() @ArrayUnique() @IsString({ each: true }) showToPlatform?: string[];
  @Field(() => [String], { nullable: true }) @UnlessOmitted() @IsArray() @ArrayUnique() @IsString({ each: true }) showToProduct?: string[];
  @Field(() => Float, { nullable: true }) @UnlessOmitted() @IsNumber() @Min(0) expirationTime?: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(100) minRangeCopy?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(100) maxRangeCopy?: string | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) @Max(10_000) dismissForDays?: number | null;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() enabled?: boolean;
}

@InputType('CreateNotificationBanner')
export class CreateNotificationBannerInput extends BannerContentInput {
  @Field() @IsString() @MaxLength(100) bannerId: string;
  @Field({ nullable: true }) @UnlessOmitted() @IsIn([...BANNER_TYPES]) type?: string;
}

/** Edits, toggles ({enabled}) and soft deletes ({deleted: true}); bannerId and type never change. */
@InputType('UpdateNotificationBanner')
export class UpdateNotificationBannerInput extends BannerContentInput {
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() deleted?: boolean;
}
