import { Injectable } from '@nestjs/common';

import { isAdmin } from '../../../shared/roles';
import { RequestUser } from '../auth/request-user';
import { ResourceAuthorizer, Scope } from './resource.authorizer';

/** Admin pages (delete confirmations, job runner, streams): platform admins only; others get FORBIDDEN. */
@Injectable()
export class AdminOnlyAuthorizer<DTO> extends ResourceAuthorizer<DTO> {
  protected scope(user: RequestUser): Scope<DTO> {
    return isAdmin(user) ? 'all' : 'forbidden';
  }
}
