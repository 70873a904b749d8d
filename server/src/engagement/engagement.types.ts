import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';

import { checkReportDay } from '../../../shared/date-range';
import { SpecRule } from '../common/validation/spec-rule.decorator';

/**
 * Spec 02 §3 "Engagement summary": counts and averages (percentages 0-100), each defined once in
 * engagement-figures.ts. The same figures for a workspace, a group, a program or a learner.
 */
@ObjectType('EngagementSummary')
export class EngagementSummaryDTO {
  @Field(() => Int, { description: "A workspace's or group's members; the enrolled learners of a program or a learner." }) usersRegistered: number;
  @Field(() => Int, { description: 'People enrolled in at least one program of the subject (visible in analytics).' }) learners: number;
  @Field(() => Int, { description: 'Learners who completed an action in the range (ever, without one).' }) activeLearners: number;
  @Field(() => Int) usersOpened: number;
  @Field(() => Int) usersStarted: number;
  @Field(() => Int, { description: 'Learners with at least 80 percent of a program completed.' }) usersGraduated: number;
  @Field(() => Float) averageDiscoverRate: number;
  @Field(() => Float) averageEngagement: number;
  @Field(() => Float, { description: 'Average completion over enrolments.' }) averageCompletion: number;
  @Field(() => Float, { description: 'Graduated learners out of learners, percent.' }) graduationRate: number;
  @Field(() => Int, { description: 'Sessions whose every action a learner completed (in the range).' }) completedChapters: number;
  @Field(() => Int, { description: 'Actions learners completed (in the range).' }) completedActions: number;
  @Field(() => Int, { description: 'Minutes spent on the completed actions (in the range).' }) minutesSpent: number;
}

/** One program's figures in a subject: a row of the per-program breakdown. */
@ObjectType('ProgramEngagement')
export class ProgramEngagementDTO extends EngagementSummaryDTO {
  @Field(() => ID) courseId: string;
  @Field() title: string;
}

export enum TrendBucketValue {
  day = 'day',
  week = 'week',
}
registerEnumType(TrendBucketValue, { name: 'TrendBucket', description: 'A UTC day, or an ISO week (named by its Monday).' });

/** The activity of one day or week. */
@ObjectType('EngagementTrendPoint')
export class EngagementTrendPointDTO {
  @Field({ description: 'The UTC day, or the Monday of the week, YYYY-MM-DD.' }) period: string;
  @Field(() => Int) activeLearners: number;
  @Field(() => Int) completedChapters: number;
  @Field(() => Int) completedActions: number;
  @Field(() => Int) minutesSpent: number;
}

/** What figures are about: a workspace, a group of it, a program (in a workspace or a group), a learner. */
@InputType('EngagementSubjectInput')
export class EngagementSubjectInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() @MaxLength(100) organizationId?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() @MaxLength(100) companyId?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() @MaxLength(100) courseId?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() @MaxLength(100) userId?: string | null;
}

/** Two UTC days, both included (reports are in UTC, spec 02 §9). */
@InputType('DateRangeInput')
export class DateRangeInput {
  @Field({ description: 'The first UTC day, YYYY-MM-DD.' }) @SpecRule(checkReportDay) from: string;
  @Field({ description: 'The last UTC day, included, YYYY-MM-DD.' }) @SpecRule(checkReportDay) to: string;
}

/** One row of a learner's group engagement table (spec 02 §2). */
@ObjectType('UserGroupEngagement')
export class UserGroupEngagementDTO {
  @Field(() => ID) companyId: string;
  @Field(() => ID) organizationId: string;
  @Field() companyName: string;
  @Field() isDisabled: boolean;
  @Field(() => Int) programsCount: number;
  @Field(() => Int) minutesSpent: number;
  @Field(() => Int) numOfCompletedChapters: number;
  @Field(() => Float) avgCompletion: number;
}
