import { Injectable } from '@nestjs/common';

import { emptyRoleSubject, RoleSubject } from '../../../shared/roles';
import { IdentityCache } from './identity-cache';

/**
 * A user's role lists as they are now, for code that acts for someone other than the caller
 * (live delivery checks each subscriber). Served from the authentication cache, so it costs no
 * query while nothing changed, and it is invalidated with it (role changes, on every instance).
 */
@Injectable()
export class RoleSubjects {
  constructor(private readonly identities: IdentityCache) {}

  /** The user's current roles; a user that no longer exists holds none. */
  async current(userId: string): Promise<RoleSubject> {
    return (await this.identities.identity(userId))?.subject ?? emptyRoleSubject(userId);
  }
}
