import { Injectable } from '@nestjs/common';

import { isSales, seesEverything } from '../../../shared/roles';
import { RequestUser } from '../auth/request-user';
import { ResourceAuthorizer, ResourceOperation, Scope, whereIn } from '../authorization/resource.authorizer';
import { RoleScopeService } from '../authorization/role-scope.service';
import type { CompanyUserDTO } from './company-user.dto';

/** Learners of a group: seen by those who run the group (its workspace's managers, its agents) and staff. */
@Injectable()
export class CompanyUserAuthorizer extends ResourceAuthorizer<CompanyUserDTO> {
  constructor(private readonly roleScope: RoleScopeService) {
    super();
  }

  protected async scope(user: RequestUser, operation: ResourceOperation): Promise<Scope<CompanyUserDTO>> {
    if (operation !== 'read') return 'forbidden';
    if (seesEverything(user) || isSales(user)) return 'all';
    return whereIn('companyId', await this.roleScope.administeredCompanyIds(user));
  }
}
