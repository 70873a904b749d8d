import { Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { Authorize, FilterableField, QueryOptions } from '@ptc-org/nestjs-query-graphql';

import { FilterableBoolean } from '../common/graphql/filterable-boolean.decorator';
import { RESOURCE_QUERY_OPTIONS } from '../common/resource/define-resource';
import { CompanyProgramAuthorizer } from './company-program.authorizer';

@ObjectType('CompanyProgram', { description: 'A program distributed (or scheduled) to a group.' })
@QueryOptions(RESOURCE_QUERY_OPTIONS)
@Authorize(CompanyProgramAuthorizer)
export class CompanyProgramDTO {
  @FilterableField(() => ID) id: string;
  @FilterableField(() => ID) companyId: string;
  @FilterableField(() => ID) organizationId: string;
  @FilterableField(() => ID) courseId: string;
  @FilterableBoolean({ description: 'Switched off in this group.' }) disabled: boolean;
  @FilterableField(() => GraphQLISODateTime, { nullable: true }) distributedAt: Date | null;
  @FilterableField(() => Float, { nullable: true, description: 'Scheduled start (epoch ms).' }) futureDistribution: number | null;
  @FilterableField() title: string;
  @FilterableField() status2: string;
  @FilterableField() difficulty: string;
  @FilterableField(() => Int) chaptersCount: number;
  @FilterableField(() => Int) actionsCount: number;
  @FilterableBoolean() published: boolean;
}
