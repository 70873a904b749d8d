import { defineResource } from '../common/resource/define-resource';
import { BannerChangeEntity } from './banner-change.entity';
import { BannerHistoryResolver } from './banner-history.resolver';
import { NotificationBannerQueryService } from './notification-banner-query.service';
import { NotificationBannerDTO } from './notification-banner.dto';
import { NotificationBannerEntity } from './notification-banner.entity';
import { CreateNotificationBannerInput, UpdateNotificationBannerInput } from './notification-banner.input';

export const NotificationBannersModule = defineResource({
  dto: NotificationBannerDTO,
  entity: NotificationBannerEntity,
  entities: [BannerChangeEntity],
  createInput: CreateNotificationBannerInput,
  updateInput: UpdateNotificationBannerInput,
  service: NotificationBannerQueryService,
  providers: [BannerHistoryResolver],
});
