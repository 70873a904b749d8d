import { GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { FilterableField } from '@ptc-org/nestjs-query-graphql';

import { FilterableBoolean } from '../common/graphql/filterable-boolean.decorator';

/** The fields of a people-list row (MemberRowView), filterable and sortable. */
@ObjectType({ isAbstract: true })
export abstract class MemberRowDTO {
  @FilterableField(() => ID) id: string;
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
  @FilterableField({ filterOnly: true, description: 'Search across e-mail, name and employee id (lower-case).' }) searchText?: string;
}
