import { Injectable } from '@nestjs/common';

import { hasRole, isSales, seesEverything } from '../../../shared/roles';
import { RequestUser } from '../auth/request-user';
import { anyOf, onlyIds, ResourceAuthorizer, ResourceOperation, Scope, whereIn } from '../authorization/resource.authorizer';
import { RoleScopeService } from '../authorization/role-scope.service';
import type { CourseDTO } from './course.dto';

/**
 * Programs: program viewers and staff see all; course editors see and edit their programs;
 * managers see what their workspaces own, publish or distribute and edit what they own.
 */
@Injectable()
export class CourseAuthorizer extends ResourceAuthorizer<CourseDTO> {
  constructor(private readonly roleScope: RoleScopeService) {
    super();
  }

  protected async scope(user: RequestUser, operation: ResourceOperation): Promise<Scope<CourseDTO>> {
    if (seesEverything(user)) return 'all';
    switch (operation) {
      case 'read':
        return isSales(user) || hasRole(user, 'programViewer') ? 'all' : onlyIds(await this.roleScope.visibleCourseIds(user));
      case 'create':
        return user.managerOrganizations.length || user.editorOrganizations.length ? {} : 'forbidden';
      case 'update':
        if (!user.editorCourses.length && !user.managerOrganizations.length) return 'forbidden';
        return anyOf<CourseDTO>(onlyIds(user.editorCourses), whereIn('organizationId', user.managerOrganizations));
      case 'delete':
        return user.managerOrganizations.length ? whereIn('organizationId', user.managerOrganizations) : 'forbidden';
    }
  }
}

/** A program is created inside a workspace the user manages or curates for. */
export const mayCreateCourse = (user: RequestUser, input: { organizationId?: string | null }): boolean =>
  seesEverything(user) ||
  (!!input.organizationId &&
    (user.managerOrganizations.includes(input.organizationId) || user.editorOrganizations.includes(input.organizationId)));
