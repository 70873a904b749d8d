import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { NoNulCharacter, saying } from '../common/validation/input-rules';
import { ArrayMaxSize, IsArray, IsBoolean, IsDate, IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';

/** PostgreSQL can neither store nor compare a NUL character: refused as a client's mistake. */
const noNul = (field: string) => NoNulCharacter({ ...saying(`${field} must not contain the NUL character.`, 'nul', { field }), each: true });

/** At most this many groups named one by one in one call; select-all has no such list. */
export const MAX_NAMED_GROUPS = 10_000;
/** Workspaces one call distributes in. */
const MAX_WORKSPACES = 50;

@InputType('DistributionTargetInput', {
  description: 'Either the groups named one by one, or every group whose name contains searchText except excludeCompanyIds (select all).',
})
export class DistributionTargetInput {
  @Field(() => [ID], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_NAMED_GROUPS)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  @noNul('onlyCompanyIds')
  onlyCompanyIds?: string[] | null;

  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(1000) @noNul('searchText') searchText?: string | null;

  @Field(() => [ID], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_NAMED_GROUPS)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  @noNul('excludeCompanyIds')
  excludeCompanyIds?: string[] | null;
}

@InputType('DistributionRemovalInput')
export class DistributionRemovalInput {
  @Field(() => [ID])
  @IsArray()
  @ArrayMaxSize(MAX_NAMED_GROUPS)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  @noNul('onlyCompanyIds')
  onlyCompanyIds: string[];
}

@InputType('OrganizationDistributionInput')
export class OrganizationDistributionInput {
  @Field(() => ID) @IsString() @MaxLength(64) @noNul('organizationId') organizationId: string;
  @Field(() => DistributionTargetInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => DistributionTargetInput)
  addTo?: DistributionTargetInput | null;
  @Field(() => DistributionRemovalInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => DistributionRemovalInput)
  removeFrom?: DistributionRemovalInput | null;
}

@InputType('DistributionParamsInput', { description: 'Settings of a distribution to new groups (spec 02 §5); dates in UTC.' })
export class DistributionParamsInput {
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Start date: the distribution is scheduled for then.' })
  @IsOptional()
  @Type(() => Date)
  @IsDate()
  futureDistribution?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Available until.' })
  @IsOptional()
  @Type(() => Date)
  @IsDate()
  absoluteDeadline?: Date | null;
  @Field(() => Int, { nullable: true, description: "Available for this many days from each learner's own start." })
  @IsOptional()
  @IsInt()
  @Min(0)
  relativeDeadline?: number | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) @IsOptional() @Type(() => Date) @IsDate() dueDate?: Date | null;
  @Field(() => Boolean, { nullable: true, description: 'Programs with manual reviews only.' }) @IsOptional() @IsBoolean() manualReviewsSkipEndorsment?:
    boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Programs with assessments only.' }) @IsOptional() @IsBoolean() showHintsAfterAssessmentsCompleted?:
    boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Programs with assessments only.' }) @IsOptional() @IsBoolean() hideAssessmentsAfterCompleted?:
    boolean | null;
}

@InputType('DistributeProgramInput')
export class DistributeProgramInput {
  @Field(() => ID) @IsString() @MaxLength(64) @noNul('courseId') courseId: string;
  @Field(() => [OrganizationDistributionInput])
  @IsArray()
  @ArrayMaxSize(MAX_WORKSPACES)
  @ValidateNested({ each: true })
  @Type(() => OrganizationDistributionInput)
  organizations: OrganizationDistributionInput[];
  @Field(() => DistributionParamsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => DistributionParamsInput)
  distributionParams?: DistributionParamsInput | null;
}

@ObjectType('DistributeProgramResult')
export class DistributeProgramResult {
  @Field(() => Int, { description: 'Groups the program was distributed to now.' }) distributed: number;
  @Field(() => Int, { description: 'Groups it is scheduled for.' }) scheduled: number;
  @Field(() => Int, { description: 'Groups it was removed from (distributions and schedules).' }) removed: number;
}
