import { Field, Float, GraphQLISODateTime, ID, InputType, ObjectType } from '@nestjs/graphql';
import { IsString, MaxLength } from 'class-validator';

import { BANNER_MESSAGES } from '../../../shared/banner-rules';

/** The nested types of a banner: its call-to-action button and one entry of its change history. */

@ObjectType('BannerButton')
export class BannerButtonDTO {
  @Field() url: string;
  @Field() label: string;
}

@InputType('BannerButtonInput')
export class BannerButtonInput {
  @Field() @IsString() @MaxLength(500) url: string;
  @Field() @IsString({ message: BANNER_MESSAGES.buttonTextMandatory }) @MaxLength(100) label: string;
}

@ObjectType('BannerChange', { description: "One entry of a banner's change history." })
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
