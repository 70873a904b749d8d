import { Field, Float, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { Authorize, FilterableField, QueryOptions } from '@ptc-org/nestjs-query-graphql';

import { FilterableBoolean } from '../common/graphql/filterable-boolean.decorator';
import { CommercialAuthorizer } from '../authorization/commercial.authorizer';
import { RESOURCE_QUERY_OPTIONS } from '../common/resource/define-resource';

@ObjectType('Bundle', { description: 'A priced set of programs sold in the shop.' })
@QueryOptions(RESOURCE_QUERY_OPTIONS)
@Authorize(CommercialAuthorizer)
export class BundleDTO {
  @FilterableField(() => ID) id: string;
  @FilterableField(() => ID, { nullable: true }) organizationId: string | null;
  @FilterableField() name: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => [ID]) courseIds: string[];
  @FilterableField(() => Float) price: number;
  @FilterableField() currency: string;
  @FilterableField({ description: 'one_time, monthly, quarterly or yearly.' }) recurring: string;
  @FilterableBoolean() published: boolean;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @Field(() => String, { nullable: true }) extRef: string | null;
  @FilterableField(() => GraphQLISODateTime) createdAt: Date;
  @FilterableField(() => GraphQLISODateTime) updatedAt: Date;
}
