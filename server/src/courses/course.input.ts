import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min } from 'class-validator';

import { COURSE_DIFFICULTIES, COURSE_STATUSES, COURSE_TYPES, UNLOCK_MODES } from '../../../shared/constants';
import { UnlessOmitted } from '../common/validation/spec-rule.decorator';

const TITLE_MESSAGE = 'Title must be at least 5 characters.';

@InputType({ isAbstract: true })
abstract class CourseFieldsInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(500) imageUrl?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) curatorName?: string | null;
  @Field(() => [String], { nullable: true }) @UnlessOmitted() @IsArray() @IsString({ each: true }) tags?: string[];
  @Field({ nullable: true }) @UnlessOmitted() @IsIn([...COURSE_STATUSES]) status2?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(100) category?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(5000) description?: string | null;
  @Field({ nullable: true }) @UnlessOmitted() @IsIn([...COURSE_DIFFICULTIES]) difficulty?: string;
  @Field(() => [String], { nullable: true }) @UnlessOmitted() @IsArray() @IsString({ each: true }) skills?: string[];
  @Field(() => Int, { nullable: true }) @UnlessOmitted() @IsInt() @Min(0) interactionTime?: number;
  @Field(() => Int, { nullable: true }) @UnlessOmitted() @IsInt() @Min(0) @Max(100) graduationGrade?: number;
  @Field(() => Int, { nullable: true }) @UnlessOmitted() @IsInt() @Min(0) @Max(100) passingGrade?: number;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() manualReviews?: boolean;
  @Field({ nullable: true }) @UnlessOmitted() @IsIn([...UNLOCK_MODES]) chaptersUnlocked?: string;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() canRetakeActionAssessments?: boolean;
  @Field(() => Int, { nullable: true }) @UnlessOmitted() @IsInt() @Min(0) maxActionAssessmentsRetakes?: number;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() workbookDisabled?: boolean;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() allowMediaDownload?: boolean;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() denyContentCopy?: boolean;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() curatorChatEnabled?: boolean;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(300) tagline?: string | null;
  @Field(() => [ID], { nullable: true }) @UnlessOmitted() @IsArray() @IsString({ each: true }) availableToOrganizations?: string[];
  @Field(() => [ID], { nullable: true }) @UnlessOmitted() @IsArray() @IsString({ each: true }) availableToCompanies?: string[];
}

@InputType('CreateCourse')
export class CreateCourseInput extends CourseFieldsInput {
  @Field() @IsString() @Length(5, 200, { message: TITLE_MESSAGE }) title: string;
  @Field(() => ID, { nullable: true, description: 'The owning workspace.' }) @IsOptional() @IsString() organizationId?: string | null;
  @Field({ nullable: true }) @UnlessOmitted() @IsIn([...COURSE_TYPES]) type?: string;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() published?: boolean;
}

/** Program edit: `published` is a required boolean when given (spec 02 §5). */
@InputType('UpdateCourse')
export class UpdateCourseInput extends CourseFieldsInput {
  @Field({ nullable: true }) @UnlessOmitted() @IsString() @Length(5, 200, { message: TITLE_MESSAGE }) title?: string;
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean({ message: 'published must be true or false.' }) published?: boolean;
}
