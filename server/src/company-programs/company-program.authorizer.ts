import { Injectable } from '@nestjs/common';

import { isSales, seesEverything } from '../../../shared/roles';
import { RequestUser } from '../auth/request-user';
import { ResourceAuthorizer, ResourceOperation, Scope, whereIn } from '../authorization/resource.authorizer';
import { RoleScopeService } from '../authorization/role-scope.service';
import type { CompanyProgramDTO } from './company-program.dto';

/** A group's programs: seen by whoever may see the group. */
@Injectable()
export class CompanyProgramAuthorizer extends ResourceAuthorizer<CompanyProgramDTO> {
  constructor(private readonly roleScope: RoleScopeService) {
    super();
  }

  protected async scope(user: RequestUser, operation: ResourceOperation): Promise<Scope<CompanyProgramDTO>> {
    if (operation !== 'read') return 'forbidden';
    if (seesEverything(user) || isSales(user)) return 'all';
    return whereIn('companyId', await this.roleScope.visibleCompanyIds(user));
  }
}
