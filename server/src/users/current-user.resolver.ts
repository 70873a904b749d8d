import { Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { CurrentUser } from '../auth/current-user.decorator';
import { RequestUser } from '../auth/request-user';
import { MembershipEntity } from '../memberships/membership.entity';
import { AgentGroupDTO, CurrentUserDTO, UserProfileDTO } from './current-user.dto';

export const profileOf = (user: Pick<RequestUser, 'firstName' | 'lastName' | 'fullName' | 'imageUrl'>): UserProfileDTO => ({
  firstName: user.firstName,
  lastName: user.lastName,
  fullName: user.fullName,
  imageUrl: user.imageUrl,
});

@Resolver(() => CurrentUserDTO)
export class CurrentUserResolver {
  constructor(@InjectRepository(MembershipEntity) private readonly memberships: Repository<MembershipEntity>) {}

  /** The signed-in user: profile, platform roles and every role list. */
  @Query(() => CurrentUserDTO)
  me(@CurrentUser() user: RequestUser): CurrentUserDTO {
    return {
      id: user.id,
      email: user.email,
      sessionId: user.sessionId,
      profile: profileOf(user),
      roles: [...user.roles],
      managerOrganizations: [...user.managerOrganizations],
      billingManagerOrganizations: [...user.billingManagerOrganizations],
      editorOrganizations: [...user.editorOrganizations],
      editorCompanies: [...user.editorCompanies],
      editorCourses: [...user.editorCourses],
      agentCompanies: [...user.agentCompanies],
      partnerOrganizations: [...user.partnerOrganizations],
      creatorInOrganizations: [...user.creatorInOrganizations],
      memberOfOrganizations: [...user.memberOfOrganizations],
      memberOfCompanies: [...user.memberOfCompanies],
    };
  }

  /**
   * The group an agent lands on (spec 01 §2, rule 5: the first of agentCompanies) with its
   * workspace, answered with the identity so the landing redirects without another round trip
   * (issue 31). The agent's own membership row names both.
   */
  @ResolveField(() => AgentGroupDTO, { nullable: true })
  async firstAgentGroup(@Parent() user: CurrentUserDTO): Promise<AgentGroupDTO | null> {
    const [companyId] = user.agentCompanies;
    if (!companyId) return null;
    const row = await this.memberships.findOne({
      select: { organizationId: true },
      where: { userId: user.id, role: 'agent', companyId, isDisabled: false },
    });
    return row?.organizationId ? { id: companyId, organizationId: row.organizationId } : null;
  }
}
