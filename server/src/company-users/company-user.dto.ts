import { GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { Authorize, FilterableField, QueryOptions } from '@ptc-org/nestjs-query-graphql';

import { FilterableBoolean } from '../common/graphql/filterable-boolean.decorator';
import { RESOURCE_QUERY_OPTIONS } from '../common/resource/define-resource';
import { CompanyUserAuthorizer } from './company-user.authorizer';

@ObjectType('CompanyUser', { description: 'A learner of a group. The id is the membership id.' })
@QueryOptions(RESOURCE_QUERY_OPTIONS)
@Authorize(CompanyUserAuthorizer)
export class CompanyUserDTO {
  @FilterableField(() => ID) id: string;
  @FilterableField(() => ID) companyId: string;
  @FilterableField(() => ID) organizationId: string;
  @FilterableField(() => ID) userId: string;
  @FilterableField(() => String, { nullable: true }) employeeId: string | null;
  @FilterableField(() => GraphQLISODateTime) joinedAt: Date;
  @FilterableBoolean() isDisabled: boolean;
  @FilterableField() email: string;
  @FilterableField() firstName: string;
  @FilterableField() lastName: string;
  @FilterableField() fullName: string;
  @FilterableField(() => GraphQLISODateTime, { nullable: true }) lastLoginAt: Date | null;
  @FilterableField({ filterOnly: true, description: 'Search across e-mail and name (lower-case).' }) searchText?: string;
}
