import { Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { Authorize, FilterableField, QueryOptions } from '@ptc-org/nestjs-query-graphql';

import { FilterableBoolean } from '../common/graphql/filterable-boolean.decorator';
import { CommercialAuthorizer } from '../authorization/commercial.authorizer';
import { RESOURCE_QUERY_OPTIONS } from '../common/resource/define-resource';

@ObjectType('PromoCode')
@QueryOptions(RESOURCE_QUERY_OPTIONS)
@Authorize(CommercialAuthorizer)
export class PromoCodeDTO {
  @FilterableField(() => ID) id: string;
  @FilterableField() code: string;
  @FilterableField(() => ID, { nullable: true }) organizationId: string | null;
  @FilterableField(() => ID, { nullable: true }) bundleId: string | null;
  @FilterableField(() => Int, { description: 'Percent off.' }) discount: number;
  @FilterableField(() => Int, { description: '0 means no limit.' }) usageLimit: number;
  @FilterableField(() => Int) usageCount: number;
  @FilterableField(() => Float) price: number;
  @FilterableField() currency: string;
  @FilterableField(() => Float) regularPrice: number;
  @FilterableField(() => Float) paidPrice: number;
  @FilterableField(() => GraphQLISODateTime, { nullable: true, description: 'Null means no expiry.' }) expiresAt: Date | null;
  @FilterableBoolean() active: boolean;
  @FilterableField(() => GraphQLISODateTime) createdAt: Date;
  @FilterableField(() => GraphQLISODateTime) updatedAt: Date;
}
