import { ID, ObjectType } from '@nestjs/graphql';
import { Authorize, FilterableField, QueryOptions } from '@ptc-org/nestjs-query-graphql';

import { RESOURCE_QUERY_OPTIONS } from '../common/resource/define-resource';
import { MemberRowDTO } from '../memberships/member-row.dto';
import { CompanyUserAuthorizer } from './company-user.authorizer';

@ObjectType('CompanyUser', { description: 'A learner of a group. The id is the membership id.' })
@QueryOptions(RESOURCE_QUERY_OPTIONS)
@Authorize(CompanyUserAuthorizer)
export class CompanyUserDTO extends MemberRowDTO {
  @FilterableField(() => ID) companyId: string;
}
