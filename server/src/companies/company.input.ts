import { Field, ID, InputType } from '@nestjs/graphql';
import { IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { COMPANY_TYPES, PEER_INVITATION_MODES } from '../../../shared/constants';
import { checkCertificateSigner, checkEmailReplyTo, checkEntityName, checkGroupName } from '../../../shared/validation';
import { SpecRule, UnlessOmitted } from '../common/validation/spec-rule.decorator';

const LANGUAGES = ['en', 'ko', 'ja'];

/** Group settings with the rules of spec 02 §5; everything but the name is optional. */
@InputType({ isAbstract: true })
abstract class CompanySettingsInput {
  @Field(() => String, { nullable: true }) @IsOptional() @SpecRule(checkGroupName) groupName?: string | null;
  @Field(() => [String], { nullable: true }) @UnlessOmitted() @IsArray() @IsString({ each: true }) tags?: string[];
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) contact?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @SpecRule(checkEmailReplyTo) contactEmail?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @SpecRule(checkCertificateSigner) certificateSigner?: string | null;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() forbidManualEdit?: boolean;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() forbidManualEditAllowCourseEdit?: boolean;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() greetingsDisabled?: boolean;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() membersListEnabled?: boolean;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() wallDisabled?: boolean;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() weeklyScoresEmailDisabled?: boolean;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() botAiDisabled?: boolean;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() botAiLearnerDisabled?: boolean;
  @Field({ nullable: true }) @UnlessOmitted() @IsIn([...PEER_INVITATION_MODES]) peerInvitationMode?: string;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() employeeIdRequired?: boolean;
  @Field(() => String, { nullable: true }) @IsOptional() @IsIn(LANGUAGES) language?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(500) logoUrl?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(500) sealUrl?: string | null;
}

@InputType('CreateCompany')
export class CreateCompanyInput extends CompanySettingsInput {
  @Field(() => ID) @IsString() organizationId: string;
  @Field() @SpecRule(checkEntityName) name: string;
  @Field({ nullable: true }) @UnlessOmitted() @IsIn([...COMPANY_TYPES]) companyType?: string;
}

@InputType('UpdateCompany')
export class UpdateCompanyInput extends CompanySettingsInput {
  @Field({ nullable: true }) @UnlessOmitted() @SpecRule(checkEntityName) name?: string;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() disabled?: boolean;
}
