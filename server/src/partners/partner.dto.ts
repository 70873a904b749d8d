import { ID, ObjectType } from '@nestjs/graphql';
import { Authorize, FilterableField, QueryOptions } from '@ptc-org/nestjs-query-graphql';

import { RESOURCE_QUERY_OPTIONS } from '../common/resource/define-resource';
import { PartnerAuthorizer } from './partner.authorizer';

@ObjectType('Partner', { description: 'A partner and one workspace they partner. The id is the membership id.' })
@QueryOptions(RESOURCE_QUERY_OPTIONS)
@Authorize(PartnerAuthorizer)
export class PartnerDTO {
  @FilterableField(() => ID) id: string;
  @FilterableField(() => ID) userId: string;
  @FilterableField(() => ID) organizationId: string;
  @FilterableField() email: string;
  @FilterableField() fullName: string;
  @FilterableField() organizationName: string;
  @FilterableField({ filterOnly: true, description: 'Search across e-mail and name (lower-case).' }) searchText?: string;
}
