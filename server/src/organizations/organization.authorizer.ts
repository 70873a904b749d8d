import { Injectable } from '@nestjs/common';

import { isSales, seesEverything } from '../../../shared/roles';
import { RequestUser } from '../auth/request-user';
import { onlyIds, ResourceAuthorizer, ResourceOperation, Scope } from '../authorization/resource.authorizer';
import { RoleScopeService } from '../authorization/role-scope.service';
import type { OrganizationDTO } from './organization.dto';

/**
 * Workspaces: staff see all; others see the workspaces they hold a role in. Managers change
 * their own workspaces; creating and deleting workspaces is for platform staff.
 */
@Injectable()
export class OrganizationAuthorizer extends ResourceAuthorizer<OrganizationDTO> {
  constructor(private readonly roleScope: RoleScopeService) {
    super();
  }

  protected async scope(user: RequestUser, operation: ResourceOperation): Promise<Scope<OrganizationDTO>> {
    if (seesEverything(user)) return 'all';
    switch (operation) {
      case 'read':
        return isSales(user) ? 'all' : onlyIds(await this.roleScope.visibleOrganizationIds(user));
      case 'update':
        return user.managerOrganizations.length ? onlyIds(user.managerOrganizations) : 'forbidden';
      default:
        return 'forbidden';
    }
  }
}
