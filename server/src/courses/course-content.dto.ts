import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Authorize, FilterableField, QueryOptions } from '@ptc-org/nestjs-query-graphql';

import { JSONObjectScalar } from '../common/graphql/json.scalar';
import { RESOURCE_QUERY_OPTIONS } from '../common/resource/define-resource';
import { CourseContentAuthorizer } from './course-content.authorizer';

@ObjectType('Chapter', { description: 'A session of a program.' })
@QueryOptions(RESOURCE_QUERY_OPTIONS)
@Authorize(CourseContentAuthorizer)
export class ChapterDTO {
  @FilterableField(() => ID) id: string;
  @FilterableField(() => ID) courseId: string;
  @FilterableField(() => Int) order: number;
  @FilterableField() title: string;
  @Field(() => String, { nullable: true }) description: string | null;
}

@ObjectType('Action', { description: 'A content step of a session.' })
@QueryOptions(RESOURCE_QUERY_OPTIONS)
@Authorize(CourseContentAuthorizer)
export class ActionDTO {
  @FilterableField(() => ID) id: string;
  @FilterableField(() => ID) chapterId: string;
  @FilterableField(() => ID) courseId: string;
  @FilterableField(() => Int) order: number;
  @FilterableField() contentType: string;
  @Field(() => String, { nullable: true }) userAction: string | null;
  @FilterableField() title: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) placeholderAnswer: string | null;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @Field(() => String, { nullable: true }) contentUrl: string | null;
  @Field(() => [JSONObjectScalar]) rewards: Array<Record<string, unknown>>;
}
