import { defineResource } from '../common/resource/define-resource';
import { MembershipEntity } from '../memberships/membership.entity';
import { OrganizationUserRolesResolver } from './organization-user-roles.resolver';
import { OrganizationUserDTO } from './organization-user.dto';
import { OrganizationUserView } from './organization-user.view';

/** Read-only: membership changes go through the membership mutations. */
export const OrganizationUsersModule = defineResource({
  dto: OrganizationUserDTO,
  entity: OrganizationUserView,
  deletable: false,
  entities: [MembershipEntity],
  providers: [OrganizationUserRolesResolver],
});
