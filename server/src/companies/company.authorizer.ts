import { Injectable } from '@nestjs/common';

import { isSales, seesEverything } from '../../../shared/roles';
import { RequestUser } from '../auth/request-user';
import { onlyIds, ResourceAuthorizer, ResourceOperation, Scope, whereIn } from '../authorization/resource.authorizer';
import { RoleScopeService } from '../authorization/role-scope.service';
import type { CompanyDTO } from './company.dto';

/** Groups: managers see and change the groups of their workspaces; agents see the groups they run. */
@Injectable()
export class CompanyAuthorizer extends ResourceAuthorizer<CompanyDTO> {
  constructor(private readonly roleScope: RoleScopeService) {
    super();
  }

  protected async scope(user: RequestUser, operation: ResourceOperation): Promise<Scope<CompanyDTO>> {
    if (seesEverything(user)) return 'all';
    if (operation === 'read') return isSales(user) ? 'all' : onlyIds(await this.roleScope.visibleCompanyIds(user));
    // Creating is narrowed to the manager's own workspaces by the create hook.
    return user.managerOrganizations.length ? whereIn('organizationId', user.managerOrganizations) : 'forbidden';
  }
}

/** A group may be created by staff, or by a manager of the workspace it goes in. */
export const mayCreateCompany = (user: RequestUser, input: { organizationId: string }): boolean =>
  seesEverything(user) || user.managerOrganizations.includes(input.organizationId);
