import { Injectable } from '@nestjs/common';

import { AccessSubject } from '../authorization/access-match';
import { NO_ANCHORS } from '../authorization/role-levels';
import { IdentityCache } from './identity-cache';

/**
 * A user's roles as they are now, for code that acts for someone other than the caller (live
 * delivery checks each subscriber). Served from the authentication cache, so it costs no query
 * while nothing changed, and it is invalidated with it (role changes, on every instance).
 */
@Injectable()
export class RoleSubjects {
  constructor(private readonly identities: IdentityCache) {}

  /** The user's current roles; a user that no longer exists holds none. */
  async current(userId: string): Promise<AccessSubject> {
    const identity = await this.identities.identity(userId);
    return identity ? { id: userId, roles: identity.subject.roles, anchors: identity.anchors } : { id: userId, roles: [], anchors: NO_ANCHORS };
  }
}
