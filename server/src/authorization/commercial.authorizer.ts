import { Injectable } from '@nestjs/common';

import { isSales, seesEverything } from '../../../shared/roles';
import { RequestUser } from '../auth/request-user';
import { ResourceAuthorizer, ResourceOperation, Scope, whereIn } from './resource.authorizer';
import { RoleScopeService } from './role-scope.service';

/**
 * Bundles, promo codes and sales: the commercial role (sales) and staff read and change them;
 * managers and billing managers read those of their own workspaces.
 */
@Injectable()
export class CommercialAuthorizer<DTO extends { organizationId: string | null }> extends ResourceAuthorizer<DTO> {
  constructor(private readonly roleScope: RoleScopeService) {
    super();
  }

  protected scope(user: RequestUser, operation: ResourceOperation): Scope<DTO> {
    if (seesEverything(user) || isSales(user)) return 'all';
    if (operation !== 'read') return 'forbidden';
    return whereIn<DTO>('organizationId' as keyof DTO & string, this.roleScope.managedOrganizationIds(user));
  }
}
