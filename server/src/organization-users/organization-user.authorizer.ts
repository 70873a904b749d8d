import { Injectable } from '@nestjs/common';

import { isSales, seesEverything } from '../../../shared/roles';
import { RequestUser } from '../auth/request-user';
import { ResourceAuthorizer, ResourceOperation, Scope, whereIn } from '../authorization/resource.authorizer';
import { RoleScopeService } from '../authorization/role-scope.service';
import type { OrganizationUserDTO } from './organization-user.dto';

/** Members of a workspace: seen by its managers, billing managers and partners, and by staff. */
@Injectable()
export class OrganizationUserAuthorizer extends ResourceAuthorizer<OrganizationUserDTO> {
  constructor(private readonly roleScope: RoleScopeService) {
    super();
  }

  protected scope(user: RequestUser, operation: ResourceOperation): Scope<OrganizationUserDTO> {
    if (operation !== 'read') return 'forbidden';
    if (seesEverything(user) || isSales(user)) return 'all';
    return whereIn('organizationId', this.roleScope.managedOrganizationIds(user));
  }
}
