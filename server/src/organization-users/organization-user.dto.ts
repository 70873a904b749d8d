import { Field, ObjectType } from '@nestjs/graphql';
import { Authorize, QueryOptions } from '@ptc-org/nestjs-query-graphql';

import { RESOURCE_QUERY_OPTIONS } from '../common/resource/define-resource';
import { MemberRowDTO } from '../memberships/member-row.dto';
import { OrganizationUserAuthorizer } from './organization-user.authorizer';

@ObjectType('OrganizationUser', { description: 'A member of a workspace. The id is the membership id.' })
@QueryOptions(RESOURCE_QUERY_OPTIONS)
@Authorize(OrganizationUserAuthorizer)
export class OrganizationUserDTO extends MemberRowDTO {
  @Field(() => [String], { description: 'The roles the person holds in this workspace.' }) roles?: string[];
}
