import { Injectable } from '@nestjs/common';

import { hasRole, isSales, seesEverything } from '../../../shared/roles';
import { RequestUser } from '../auth/request-user';
import { ResourceAuthorizer, ResourceOperation, Scope, whereIn } from '../authorization/resource.authorizer';
import { RoleScopeService } from '../authorization/role-scope.service';

/** Sessions and actions: readable by whoever may see their program; changed in the authoring tool, not here. */
@Injectable()
export class CourseContentAuthorizer<DTO extends { courseId: string }> extends ResourceAuthorizer<DTO> {
  constructor(private readonly roleScope: RoleScopeService) {
    super();
  }

  protected async scope(user: RequestUser, operation: ResourceOperation): Promise<Scope<DTO>> {
    if (operation !== 'read') return 'forbidden';
    if (seesEverything(user) || isSales(user) || hasRole(user, 'programViewer')) return 'all';
    return whereIn<DTO>('courseId' as keyof DTO & string, await this.roleScope.visibleCourseIds(user));
  }
}
