import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { BannerChangeEntity } from './banner-change.entity';
import { BannerChangeDTO, NotificationBannerDTO } from './notification-banner.dto';

@Resolver(() => NotificationBannerDTO)
export class BannerHistoryResolver {
  constructor(@InjectRepository(BannerChangeEntity) private readonly changes: Repository<BannerChangeEntity>) {}

  /** Oldest first, as the changes happened. */
  @ResolveField('changeHistory', () => [BannerChangeDTO])
  changeHistory(@Parent() banner: NotificationBannerDTO): Promise<BannerChangeEntity[]> {
    return this.changes.find({ where: { notificationBannerId: banner.id }, order: { timestamp: 'ASC' } });
  }
}
