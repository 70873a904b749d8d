import { BeforeCreateOne } from '@ptc-org/nestjs-query-graphql';

import { createCheckHook } from '../authorization/create-check.hook';
import { defineResource } from '../common/resource/define-resource';
import { MembershipEntity } from '../memberships/membership.entity';
import { FreeWorkspaceResolver } from './free-workspace.resolver';
import { OrganizationQueryService } from './organization-query.service';
import { OrganizationDTO } from './organization.dto';
import { OrganizationEntity } from './organization.entity';
import { CreateOrganizationInput, UpdateOrganizationInput } from './organization.input';

BeforeCreateOne(createCheckHook<CreateOrganizationInput>({ stampCreatedBy: true }))(CreateOrganizationInput);

export const OrganizationsModule = defineResource({
  dto: OrganizationDTO,
  entity: OrganizationEntity,
  createInput: CreateOrganizationInput,
  updateInput: UpdateOrganizationInput,
  service: OrganizationQueryService,
  entities: [MembershipEntity],
  providers: [FreeWorkspaceResolver],
});
