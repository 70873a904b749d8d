import { Field, Float, ID, InputType } from '@nestjs/graphql';
import { IsArray, IsBoolean, IsIn, IsNumber, IsOptional, IsString, Length, Matches, MaxLength, Min } from 'class-validator';

import { UnlessOmitted } from '../common/validation/spec-rule.decorator';

export const RECURRING_PERIODS = ['one_time', 'monthly', 'quarterly', 'yearly'];
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;

@InputType({ isAbstract: true })
abstract class BundleFieldsInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(5000) description?: string | null;
  @Field(() => [ID], { nullable: true }) @UnlessOmitted() @IsArray() @IsString({ each: true }) courseIds?: string[];
  @Field(() => Float, { nullable: true }) @UnlessOmitted() @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) price?: number;
  @Field({ nullable: true }) @UnlessOmitted() @Matches(CURRENCY_PATTERN, { message: 'Currency is a three-letter code such as USD.' }) currency?: string;
  @Field({ nullable: true }) @UnlessOmitted() @IsIn(RECURRING_PERIODS) recurring?: string;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() published?: boolean;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(500) imageUrl?: string | null;
}

@InputType('CreateBundle')
export class CreateBundleInput extends BundleFieldsInput {
  @Field() @IsString() @Length(3, 200, { message: 'Name must be 3 to 200 characters.' }) name: string;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() organizationId?: string | null;
}

@InputType('UpdateBundle')
export class UpdateBundleInput extends BundleFieldsInput {
  @Field({ nullable: true }) @UnlessOmitted() @IsString() @Length(3, 200, { message: 'Name must be 3 to 200 characters.' }) name?: string;
}
