import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { MembershipEntity } from '../memberships/membership.entity';
import { OrganizationUserDTO } from './organization-user.dto';

@Resolver(() => OrganizationUserDTO)
export class OrganizationUserRolesResolver {
  constructor(@InjectRepository(MembershipEntity) private readonly memberships: Repository<MembershipEntity>) {}

  /** Workspace-level roles (manager, billing manager, creator, editor) and agent where the person runs a group. */
  @ResolveField('roles', () => [String])
  async roles(@Parent() member: OrganizationUserDTO): Promise<string[]> {
    const rows = await this.memberships.find({ select: { role: true }, where: { userId: member.userId, organizationId: member.organizationId } });
    return [...new Set(rows.map((row) => row.role).filter((role) => role !== 'member'))].sort();
  }
}
