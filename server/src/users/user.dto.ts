import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { Authorize, FilterableField, QueryOptions } from '@ptc-org/nestjs-query-graphql';

import { FilterableBoolean } from '../common/graphql/filterable-boolean.decorator';
import { RESOURCE_QUERY_OPTIONS } from '../common/resource/define-resource';
import { UserAuthorizer } from './user.authorizer';

@ObjectType('UserProfile')
export class UserProfileDTO {
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() fullName: string;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
}

@ObjectType('User', { description: 'A person with an account. The password hash is never exposed.' })
@QueryOptions(RESOURCE_QUERY_OPTIONS)
@Authorize(UserAuthorizer)
export class UserDTO {
  @FilterableField(() => ID) id: string;
  @FilterableField() email: string;
  @Field(() => [String], { description: 'Platform roles: admin, superEditor, sales, programViewer, services.' }) roles: string[];
  @FilterableField() firstName: string;
  @FilterableField() lastName: string;
  @FilterableField() fullName: string;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @Field() timezone: string;
  @FilterableBoolean() emailVerified: boolean;
  @Field(() => String, { nullable: true }) language: string | null;
  @FilterableField(() => GraphQLISODateTime, { nullable: true }) lastLoginAt: Date | null;
  @FilterableField(() => GraphQLISODateTime) createdAt: Date;
  @FilterableField(() => GraphQLISODateTime) updatedAt: Date;
  @FilterableField({ filterOnly: true, description: 'Search across e-mail and name (lower-case).' }) searchText?: string;
}
