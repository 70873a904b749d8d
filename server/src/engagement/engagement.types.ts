import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

/** Spec 02 §3 "Engagement summary": counts and averages (percentages 0-100). */
@ObjectType('EngagementSummary')
export class EngagementSummaryDTO {
  @Field(() => Int) usersRegistered: number;
  @Field(() => Int) usersOpened: number;
  @Field(() => Int) usersStarted: number;
  @Field(() => Int) usersGraduated: number;
  @Field(() => Float) averageDiscoverRate: number;
  @Field(() => Float) averageEngagement: number;
  @Field(() => Float) averageCompletion: number;
  @Field(() => Float, { description: 'Share of program enrolments completed to at least 80 percent.' }) graduationRate: number;
  @Field(() => Int) completedChapters: number;
  @Field(() => Int) completedActions: number;
  @Field(() => Int) minutesSpent: number;
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
