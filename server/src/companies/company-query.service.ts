import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DeepPartial, DeleteOneOptions, UpdateOneOptions } from '@ptc-org/nestjs-query-core';
import { Repository } from 'typeorm';

import { canAddGroups, canDeleteGroup, canEnableGroup, GROUP_RULE_MESSAGES } from '../../../shared/group-rules';
import { badUserInput, notFound } from '../common/errors/domain-errors';
import { ResourceQueryService } from '../database/resource-query.service';
import { MembershipEntity } from '../memberships/membership.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { CompanyCourseEntity } from './company-course.entity';
import { CompanyEntity } from './company.entity';

/** Groups under the group-edit rules of spec 02 §5. */
@Injectable()
export class CompanyQueryService extends ResourceQueryService<CompanyEntity> {
  constructor(@InjectRepository(CompanyEntity) repository: Repository<CompanyEntity>) {
    super(repository);
  }

  private async workspaceOf(organizationId: string): Promise<OrganizationEntity> {
    const workspace = await this.repo.manager.getRepository(OrganizationEntity).findOne({ where: { id: organizationId } });
    if (!workspace) throw notFound('Workspace not found');
    return workspace;
  }

  /** No new groups in an open or test workspace; a group made in a disabled workspace starts disabled. */
  async createOne(record: DeepPartial<CompanyEntity>): Promise<CompanyEntity> {
    const workspace = await this.workspaceOf(String(record.organizationId));
    if (!canAddGroups(workspace)) throw badUserInput(GROUP_RULE_MESSAGES.noNewGroups);
    return super.createOne({ ...record, disabled: workspace.disabled || record.disabled === true });
  }

  /** A group cannot be enabled while its workspace is disabled. */
  async updateOne(id: string, update: DeepPartial<CompanyEntity>, options?: UpdateOneOptions<CompanyEntity>): Promise<CompanyEntity> {
    const current = await this.getById(id, options);
    if (update.disabled === false && current.disabled && !canEnableGroup(await this.workspaceOf(current.organizationId))) {
      throw badUserInput(GROUP_RULE_MESSAGES.workspaceDisabled);
    }
    return super.updateOne(id, update, options);
  }

  /** The everyone group stays; deleting another group also ends its memberships and distributions. */
  async deleteOne(id: string, options?: DeleteOneOptions<CompanyEntity>): Promise<CompanyEntity> {
    const current = await this.getById(id, options);
    if (!canDeleteGroup(current)) throw badUserInput(GROUP_RULE_MESSAGES.everyoneGroupDelete);
    await this.repo.manager.transaction(async (manager) => {
      await manager.getRepository(MembershipEntity).delete({ companyId: id });
      await manager.getRepository(CompanyCourseEntity).delete({ companyId: id });
    });
    return super.deleteOne(id, options);
  }
}
