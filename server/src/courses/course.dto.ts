import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { Authorize, FilterableField, QueryOptions } from '@ptc-org/nestjs-query-graphql';

import { FilterableBoolean } from '../common/graphql/filterable-boolean.decorator';
import { RESOURCE_QUERY_OPTIONS } from '../common/resource/define-resource';
import { CourseAuthorizer } from './course.authorizer';

@ObjectType('CourseCurator')
export class CourseCuratorDTO {
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => String, { nullable: true }) title: string | null;
  @Field(() => String, { nullable: true }) company: string | null;
  @Field(() => String, { nullable: true }) photo: string | null;
  @Field(() => String, { nullable: true }) bio: string | null;
}

@ObjectType('Course', { description: 'A program: sessions (chapters) of actions.' })
@QueryOptions(RESOURCE_QUERY_OPTIONS)
@Authorize(CourseAuthorizer)
export class CourseDTO {
  @FilterableField(() => ID) id: string;
  @FilterableField() title: string;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @Field(() => CourseCuratorDTO, { nullable: true }) curator: CourseCuratorDTO | null;
  @FilterableField(() => String, { nullable: true }) curatorName: string | null;
  @Field(() => [String]) tags: string[];
  @FilterableBoolean() published: boolean;
  @FilterableField({ description: 'draft, pipeline, ready, live or archived.' }) status2: string;
  @FilterableField(() => String, { nullable: true }) category: string | null;
  @Field(() => String, { nullable: true }) categoryText: string | null;
  @Field(() => [String]) skills: string[];
  @Field(() => String, { nullable: true }) description: string | null;
  @FilterableField({ description: 'basic, intermediate, advanced or universal.' }) difficulty: string;
  @Field() allowPublicRatingResults: boolean;
  @FilterableField(() => ID, { nullable: true }) parentCourseId: string | null;
  @FilterableField(() => ID, { nullable: true }) masterCourseId: string | null;
  @Field(() => [ID]) availableToCompanies: string[];
  @Field(() => [ID]) availableToOrganizations: string[];
  @FilterableField(() => Int) chaptersCount: number;
  @FilterableField(() => Int) actionsCount: number;
  @FilterableField(() => Int, { description: 'Estimated minutes.' }) interactionTime: number;
  @Field(() => Int) graduationGrade: number;
  @Field(() => Int) passingGrade: number;
  @FilterableField(() => ID, { nullable: true }) contentPartnerId: string | null;
  @FilterableBoolean() manualReviews: boolean;
  @Field({ description: 'Unlock mode: Daily, Streak or Unlocked.' }) chaptersUnlocked: string;
  @Field() canRetakeActionAssessments: boolean;
  @Field(() => Int) maxActionAssessmentsRetakes: number;
  @Field() workbookDisabled: boolean;
  @Field() allowMediaDownload: boolean;
  @Field() denyContentCopy: boolean;
  @Field() showActionAssessmentsResultsPerAction: boolean;
  @Field() curatorSignatureDisabled: boolean;
  @Field() curatorChatEnabled: boolean;
  @FilterableBoolean() isTemplate: boolean;
  @FilterableField({ description: 'Lumen or Scorm.' }) type: string;
  @Field(() => String, { nullable: true }) tagline: string | null;
  @FilterableBoolean() hasAssessments: boolean;
  @FilterableBoolean() hasProctoring: boolean;
  @FilterableField({ description: 'Owner type: organization, user or platform.' }) ownerType: string;
  @FilterableField(() => ID, { nullable: true, description: 'The owning workspace.' }) organizationId: string | null;
  @FilterableField(() => ID, { nullable: true }) ownerUserId: string | null;
  @FilterableField(() => GraphQLISODateTime) createdAt: Date;
  @FilterableField(() => GraphQLISODateTime) updatedAt: Date;
}
