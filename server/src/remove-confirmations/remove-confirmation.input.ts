import { Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsString, Matches, MaxLength } from 'class-validator';

import { REMOVE_CONFIRMATION_COURSE_REASONS, REMOVE_CONFIRMATION_USER_REASONS } from '../../../shared/constants';
import { EMAIL_PATTERN, MESSAGES } from '../../../shared/validation';
import { UnlessOmitted } from '../common/validation/spec-rule.decorator';

export const CONFIRMATION_ACTIONS = ['process', 'discard'] as const;

@InputType('UpdateRemoveConfirmation')
export class UpdateRemoveConfirmationInput {
  @Field({ nullable: true }) @UnlessOmitted() @IsBoolean() handled?: boolean;
  @Field({ nullable: true }) @UnlessOmitted() @IsIn([...CONFIRMATION_ACTIONS]) action?: string;
}

@InputType('CreateCourseRemoveConfirmation')
export class CreateCourseRemoveConfirmationInput {
  @Field() @IsIn([...REMOVE_CONFIRMATION_COURSE_REASONS]) reason: string;
  @Field() @IsString() @MaxLength(64) reasonRelationKey: string;
  @Field(() => ID) @IsString() courseId: string;
  @Field() @IsString() @MaxLength(200) courseTitle: string;
}

@InputType('CreateUserRemoveConfirmation')
export class CreateUserRemoveConfirmationInput {
  @Field() @IsIn([...REMOVE_CONFIRMATION_USER_REASONS]) reason: string;
  @Field() @IsString() @MaxLength(64) reasonRelationKey: string;
  @Field(() => ID) @IsString() userId: string;
  @Field() @Matches(EMAIL_PATTERN, { message: MESSAGES.invalidEmail }) userEmail: string;
  @Field({ nullable: true }) @UnlessOmitted() @IsString() @MaxLength(201) userFullName?: string;
}
