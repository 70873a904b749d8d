import { GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { Authorize, FilterableField, QueryOptions } from '@ptc-org/nestjs-query-graphql';

import { FilterableBoolean } from '../common/graphql/filterable-boolean.decorator';
import { AdminOnlyAuthorizer } from '../authorization/admin-only.authorizer';
import { RESOURCE_QUERY_OPTIONS } from '../common/resource/define-resource';

@ObjectType('CourseRemoveConfirmation', { description: 'A program deletion waiting for an admin.' })
@QueryOptions(RESOURCE_QUERY_OPTIONS)
@Authorize(AdminOnlyAuthorizer)
export class CourseRemoveConfirmationDTO {
  @FilterableField(() => ID) id: string;
  @FilterableField({ description: 'organization_deleted or user_deleted.' }) reason: string;
  @FilterableField() reasonRelationKey: string;
  @FilterableField(() => ID) courseId: string;
  @FilterableField() courseTitle: string;
  @FilterableBoolean() handled: boolean;
  @FilterableField(() => ID, { nullable: true }) handledBy: string | null;
  @FilterableField(() => String, { nullable: true, description: 'process or discard, once handled.' }) action: string | null;
  @FilterableField(() => GraphQLISODateTime) createdAt: Date;
  @FilterableField(() => GraphQLISODateTime) updatedAt: Date;
}

@ObjectType('UserRemoveConfirmation', { description: 'A user removal waiting for an admin.' })
@QueryOptions(RESOURCE_QUERY_OPTIONS)
@Authorize(AdminOnlyAuthorizer)
export class UserRemoveConfirmationDTO {
  @FilterableField(() => ID) id: string;
  @FilterableField({ description: 'removed_from_organization or organization_deleted.' }) reason: string;
  @FilterableField() reasonRelationKey: string;
  @FilterableField(() => ID) userId: string;
  @FilterableField() userEmail: string;
  @FilterableField() userFullName: string;
  @FilterableBoolean() handled: boolean;
  @FilterableField(() => ID, { nullable: true }) handledBy: string | null;
  @FilterableField(() => String, { nullable: true }) action: string | null;
  @FilterableField(() => GraphQLISODateTime) createdAt: Date;
  @FilterableField(() => GraphQLISODateTime) updatedAt: Date;
}
