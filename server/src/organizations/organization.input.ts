import { Field, InputType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsOptional, IsString, Length, MaxLength, ValidateNested } from 'class-validator';

import { PEER_INVITATION_MODES, PRODUCT_CODES } from '../../../shared/constants';
import {
  checkCertificateSigner,
  checkClientCode,
  checkEmailFromName,
  checkEmailReplyTo,
  checkEntityName,
} from '../../../shared/validation';
import { SpecRule, UnlessOmitted } from '../common/validation/spec-rule.decorator';
import { CustomPaletteInput, ExternalUserAttributeInput } from './organization.types';

const LANGUAGES = ['en', 'ko', 'ja'];

/** Workspace settings a manager may change, with the rules of spec 02 §5. */
@InputType({ isAbstract: true })
abstract class OrganizationSettingsInput {
  @Field(() => String, { nullable: true }) @IsOptional() @SpecRule(checkClientCode) clientCode?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @Length(2, 2) countryCode?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) contact?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @SpecRule(checkEmailReplyTo) contactEmail?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @SpecRule(checkCertificateSigner) certificateSigner?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @SpecRule(checkEmailFromName) emailFromName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @SpecRule(checkEmailReplyTo) emailReplyTo?: string | null;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() membersListEnabledDefault?: boolean;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() wallDisabledDefault?: boolean;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() allowUserAnonymity?: boolean;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() lumenfyForAll?: boolean;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() allowCustomPolicies?: boolean;
  @Field(() => [String], { nullable: true }) @UnlessOmitted() @IsArray() @IsString({ each: true }) trustedDomains?: string[];
  @Field({ nullable: true }) @UnlessOmitted() @IsIn(LANGUAGES) language?: string;
  @Field({ nullable: true }) @UnlessOmitted() @IsIn([...PEER_INVITATION_MODES]) peerInvitationModeDefault?: string;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() employeeIdRequiredDefault?: boolean;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(50) employeeIdName?: string | null;
  @Field(() => CustomPaletteInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => CustomPaletteInput)
  customPalette?: CustomPaletteInput | null;
  @Field(() => [ExternalUserAttributeInput], { nullable: true })
  @UnlessOmitted()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ExternalUserAttributeInput)
  externalUserAttributes?: ExternalUserAttributeInput[];
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() disabled?: boolean;
}

@InputType('UpdateOrganization')
export class UpdateOrganizationInput extends OrganizationSettingsInput {
  @Field({ nullable: true }) @UnlessOmitted() @SpecRule(checkEntityName) name?: string;
}

/** A new workspace (platform staff); anyone else creates a free workspace through its own mutation. */
@InputType('CreateOrganization')
export class CreateOrganizationInput extends OrganizationSettingsInput {
  @Field() @SpecRule(checkEntityName) name: string;
  @Field() @IsIn([...PRODUCT_CODES]) product: string;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() isPilot?: boolean;
  @Field(() => [String], { nullable: true }) @UnlessOmitted() @IsArray() @IsString({ each: true }) featureFlags?: string[];
  @Field(() => [String], { nullable: true }) @UnlessOmitted() @IsArray() @IsString({ each: true }) tags?: string[];
}
