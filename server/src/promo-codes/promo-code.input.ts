import { Field, Float, GraphQLISODateTime, ID, InputType, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDate, IsInt, IsNumber, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

import { CURRENCY_PATTERN } from '../bundles/bundle.input';
import { UnlessOmitted } from '../common/validation/spec-rule.decorator';

export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,50}$/;

@InputType({ isAbstract: true })
abstract class PromoCodeFieldsInput {
  @Field(() => Int, { nullable: true })
  @UnlessOmitted()
  @IsInt({ message: 'invalid promo code discount' })
  @Min(0, { message: 'invalid promo code discount' })
  @Max(100, { message: 'invalid promo code discount' })
  discount?: number;
  @Field(() => Int, { nullable: true }) @UnlessOmitted() @IsInt() @Min(0) usageLimit?: number;
  @Field(() => Float, { nullable: true }) @UnlessOmitted() @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) price?: number;
  @Field({ nullable: true }) @UnlessOmitted() @Matches(CURRENCY_PATTERN, { message: 'Currency is a three-letter code such as USD.' }) currency?: string;
  @Field(() => Float, { nullable: true }) @UnlessOmitted() @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) regularPrice?: number;
  @Field(() => GraphQLISODateTime, { nullable: true }) @IsOptional() @IsDate() expiresAt?: Date | null;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() active?: boolean;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() bundleId?: string | null;
}

@InputType('CreatePromoCode')
export class CreatePromoCodeInput extends PromoCodeFieldsInput {
  @Field()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString({ message: 'promo code is empty' })
  @Matches(PROMO_CODE_PATTERN, { message: 'invalid promo code' })
  code: string;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() organizationId?: string | null;
}

@InputType('UpdatePromoCode')
export class UpdatePromoCodeInput extends PromoCodeFieldsInput {}
