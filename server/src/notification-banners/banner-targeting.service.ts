import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { BannerDismissals, isBannerShown } from '../../../shared/banner-rules';
import { isInternal } from '../../../shared/roles';
import { RequestUser } from '../auth/request-user';
import { MembershipEntity } from '../memberships/membership.entity';
import { Organizations } from '../organizations/organizations.resource';
import { UserMetadataService } from '../users/user-metadata.service';
import type { NotificationBanner } from './notification-banners.resource';
import { NotificationBanners } from './notification-banners.resource';

/**
 * Which banners a signed-in user sees (spec 01 §2, dashboard banner strip): enabled, not deleted,
 * not expired, for the platform, for a product the user belongs to, and not dismissed. Product
 * codes come from the workspaces the user has any role in; internal staff also count as IN.
 */
@Injectable()
export class BannerTargetingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly metadata: UserMetadataService,
  ) {}

  async productCodesOf(user: RequestUser): Promise<string[]> {
    const rows = await this.dataSource
      .getRepository(MembershipEntity)
      .createQueryBuilder('membership')
      .innerJoin(Organizations.entity, 'workspace', 'workspace.id = membership.organizationId')
      .select('DISTINCT workspace.product', 'product')
      .where('membership.userId = :userId', { userId: user.id })
      .andWhere('membership.isDisabled = :disabled AND workspace.disabled = :disabled', { disabled: false })
      .getRawMany<{ product: string }>();
    const codes = new Set(rows.map((row) => row.product));
    if (isInternal(user)) codes.add('IN');
    return [...codes].sort();
  }

  async bannersFor(user: RequestUser, platform: string, now = Date.now()): Promise<NotificationBanner[]> {
    const [productCodes, general] = await Promise.all([this.productCodesOf(user), this.metadata.read(user.id)]);
    if (productCodes.length === 0) return [];
    const candidates = await this.dataSource.getRepository(NotificationBanners.entity).find({
      where: { enabled: true, deleted: false },
      order: { createdAt: 'DESC', bannerId: 'ASC' },
    });
    const dismissals = (general.dismissedBanners ?? {}) as BannerDismissals;
    return candidates.filter((banner) => isBannerShown(banner, { platform, productCodes, dismissals, now }));
  }
}
