import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { checkColor } from '../../../shared/validation';
import { SpecRule } from '../common/validation/spec-rule.decorator';

/** Nested value types of a workspace, shared by its DTO and inputs. */

@ObjectType('BillingService')
export class BillingServiceDTO {
  @Field(() => String, { nullable: true }) type: string | null;
  @Field(() => String, { nullable: true }) subscriptionId: string | null;
  @Field(() => Int, { nullable: true }) purchasedLicenses: number | null;
  @Field(() => String, { nullable: true }) pricingType: string | null;
  @Field(() => Int, { nullable: true }) maxGroups: number | null;
  @Field(() => Int, { nullable: true }) maxLearners: number | null;
  @Field(() => Int, { nullable: true }) maxTranslatedWords: number | null;
  @Field(() => Int, { nullable: true }) maxLumenAi: number | null;
  @Field(() => Int, { nullable: true }) bonusCreditsLumenAi: number | null;
  @Field(() => String, { nullable: true }) planName: string | null;
  @Field(() => String, { nullable: true }) planId: string | null;
  @Field(() => String, { nullable: true, description: 'active, expired, canceled or non-renewing' }) status: string | null;
}

@ObjectType('CustomPalette')
export class CustomPaletteDTO {
  @Field(() => String, { nullable: true }) primaryColor: string | null;
  @Field(() => String, { nullable: true }) secondaryColor: string | null;
  @Field(() => String, { nullable: true }) appBarBackgroundColor: string | null;
  @Field(() => String, { nullable: true }) dashboardLogo: string | null;
}

@InputType('CustomPaletteInput')
export class CustomPaletteInput {
  @Field(() => String, { nullable: true }) @IsOptional() @SpecRule(checkColor) primaryColor?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @SpecRule(checkColor) secondaryColor?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @SpecRule(checkColor) appBarBackgroundColor?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(500) dashboardLogo?: string | null;
}

@ObjectType('ExternalUserAttribute')
export class ExternalUserAttributeDTO {
  @Field() name: string;
  @Field() isPrimaryKey: boolean;
  @Field() type: string;
  @Field() valueType: string;
}

@InputType('ExternalUserAttributeInput')
export class ExternalUserAttributeInput {
  @Field() @IsString() @MaxLength(100) name: string;
  @Field() @IsBoolean() isPrimaryKey: boolean;
  @Field() @IsIn(['text', 'select', 'date', 'number']) type: string;
  @Field() @IsIn(['string', 'number', 'date', 'boolean']) valueType: string;
}
