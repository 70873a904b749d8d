import { Injectable } from '@nestjs/common';

import { isSales, seesEverything } from '../../../shared/roles';
import { RequestUser } from '../auth/request-user';
import { onlyIds, ResourceAuthorizer, ResourceOperation, Scope } from '../authorization/resource.authorizer';
import { RoleScopeService } from '../authorization/role-scope.service';
import type { UserDTO } from './user.dto';

/**
 * People: staff see everyone; others see themselves and the learners of what they run.
 * Accounts are created, changed and deleted by platform staff; people edit their own profile
 * through PUT /api/v1/users/{id}/profile.
 */
@Injectable()
export class UserAuthorizer extends ResourceAuthorizer<UserDTO> {
  constructor(private readonly roleScope: RoleScopeService) {
    super();
  }

  protected async scope(user: RequestUser, operation: ResourceOperation): Promise<Scope<UserDTO>> {
    if (seesEverything(user)) return 'all';
    if (operation !== 'read') return 'forbidden';
    return isSales(user) ? 'all' : onlyIds(await this.roleScope.visibleUserIds(user));
  }
}
