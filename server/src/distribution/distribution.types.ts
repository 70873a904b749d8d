import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IdInput, IdListInput, TextInput } from '../common/validation/input-rules';
import { ArrayMaxSize, IsArray, IsBoolean, IsDate, IsInt, IsOptional, Min, ValidateNested } from 'class-validator';

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
  @IdListInput({ field: 'onlyCompanyIds', label: 'Groups', max: MAX_NAMED_GROUPS })
  onlyCompanyIds?: string[] | null;

  @Field(() => String, { nullable: true }) @IsOptional() @TextInput({ field: 'searchText', label: 'Search', max: 1000 }) searchText?: string | null;

  @Field(() => [ID], { nullable: true })
  @IsOptional()
  @IdListInput({ field: 'excludeCompanyIds', label: 'Excluded groups', max: MAX_NAMED_GROUPS })
  excludeCompanyIds?: string[] | null;
}

@InputType('DistributionRemovalInput')
export class DistributionRemovalInput {
  @Field(() => [ID])
  @IdListInput({ field: 'onlyCompanyIds', label: 'Groups', max: MAX_NAMED_GROUPS })
  onlyCompanyIds: string[];
}

@InputType('OrganizationDistributionInput')
export class OrganizationDistributionInput {
  @Field(() => ID) @IdInput({ field: 'organizationId', label: 'Workspace' }) organizationId: string;
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
  @Field(() => ID) @IdInput({ field: 'courseId', label: 'Program' }) courseId: string;
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
