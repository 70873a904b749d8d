import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DeepPartial, UpdateOneOptions } from '@ptc-org/nestjs-query-core';
import { Repository } from 'typeorm';

import { LiveEvents } from '../common/pubsub/live-events';
import { CompanyEntity } from '../companies/company.entity';
import { ResourceQueryService } from '../database/resource-query.service';
import { OrganizationEntity } from './organization.entity';

/** Workspaces: disabling one disables all its groups (spec 02 §4), and the groups' tables hear of it. */
@Injectable()
export class OrganizationQueryService extends ResourceQueryService<OrganizationEntity> {
  constructor(
    @InjectRepository(OrganizationEntity) repository: Repository<OrganizationEntity>,
    private readonly live: LiveEvents,
  ) {
    super(repository);
  }

  async updateOne(id: string, update: DeepPartial<OrganizationEntity>, options?: UpdateOneOptions<OrganizationEntity>): Promise<OrganizationEntity> {
    const updated = await super.updateOne(id, update, options);
    if (update.disabled === true) {
      const groups = this.repo.manager.getRepository(CompanyEntity);
      const enabled = await groups.find({ where: { organizationId: id, disabled: false } });
      if (enabled.length) {
        await groups.update({ organizationId: id, disabled: false }, { disabled: true });
        await this.live.publish('updated', 'Company', enabled.map((group) => ({ ...group, disabled: true })));
      }
    }
    return updated;
  }
}
