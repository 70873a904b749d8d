import { Injectable } from '@nestjs/common';

import { canManageBanners, isAdmin } from '../../../shared/roles';
import { RequestUser } from '../auth/request-user';
import { ResourceAuthorizer, ResourceOperation, Scope } from '../authorization/resource.authorizer';
import type { NotificationBannerDTO } from './notification-banner.dto';

/**
 * Banners: only super-editor staff create, edit, toggle or delete (spec 01 §6); platform admins
 * may read the list. Everyone else reads only their own targeted banners (getUserNotificationBanners).
 */
@Injectable()
export class NotificationBannerAuthorizer extends ResourceAuthorizer<NotificationBannerDTO> {
  protected scope(user: RequestUser, operation: ResourceOperation): Scope<NotificationBannerDTO> {
    if (canManageBanners(user)) return 'all';
    return operation === 'read' && isAdmin(user) ? 'all' : 'forbidden';
  }
}
