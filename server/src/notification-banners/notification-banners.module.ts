import { defineResource } from '../common/resource/define-resource';
import { UserMetadataEntity } from '../users/user-metadata.entity';
import { UserMetadataService } from '../users/user-metadata.service';
import { BannerCallsResolver } from './banner-calls.resolver';
import { BannerChangeEntity } from './banner-change.entity';
import { BannerEventsService } from './banner-events.service';
import { BannerFieldsResolver } from './banner-fields.resolver';
import { BannerTargetingService } from './banner-targeting.service';
import { NotificationBannerQueryService } from './notification-banner-query.service';
import { NotificationBannerDTO } from './notification-banner.dto';
import { NotificationBannerEntity } from './notification-banner.entity';
import { CreateNotificationBannerInput, UpdateNotificationBannerInput } from './notification-banner.input';

export const NotificationBannersModule = defineResource({
  dto: NotificationBannerDTO,
  entity: NotificationBannerEntity,
  entities: [BannerChangeEntity, UserMetadataEntity],
  createInput: CreateNotificationBannerInput,
  updateInput: UpdateNotificationBannerInput,
  service: NotificationBannerQueryService,
  providers: [BannerFieldsResolver, BannerCallsResolver, BannerTargetingService, BannerEventsService, UserMetadataService],
});
