import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';

import { WorkspaceRole } from '../../../shared/group-rules';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequestUser } from '../auth/request-user';
import { InvitationOutcome } from '../invited-users/invitation.types';
import { CompanyPrograms } from '../company-programs/company-programs.resource';
import { CompanyUsers } from '../company-users/company-users.resource';
import { OrganizationUsers } from '../organization-users/organization-users.resource';
import { GroupMembershipService } from './group-membership.service';
import { AddCompanyUsersInput, AddCompanyUsersResult, ToggleCompanyUserInput, ToggleCompanyUserResult, WorkspaceRoleInput } from './memberships.types';
import { WorkspaceMembershipService } from './workspace-membership.service';

/** Membership operations of spec 02 §7: group learners and programs, workspace members and roles. */
@Resolver()
export class MembershipsResolver {
  constructor(
    private readonly groups: GroupMembershipService,
    private readonly workspaces: WorkspaceMembershipService,
  ) {}

  @Mutation(() => AddCompanyUsersResult)
  addCompanyUsers(@CurrentUser() user: RequestUser, @Args('input') input: AddCompanyUsersInput) {
    return this.groups.addMembers(user, input.companyId, input.emails);
  }

  @Mutation(() => ToggleCompanyUserResult)
  async toggleCompanyUser(@CurrentUser() user: RequestUser, @Args('input') input: ToggleCompanyUserInput): Promise<ToggleCompanyUserResult> {
    if (input.addRemove === 'add') await this.groups.addMembers(user, input.companyId, [input.userIdOrEmail]);
    else await this.groups.removeMember(user, input.companyId, input.userIdOrEmail);
    return { key: input.userIdOrEmail, addRemove: input.addRemove };
  }

  @Mutation(() => CompanyUsers.dto)
  setCompanyUserDisabled(
    @CurrentUser() user: RequestUser,
    @Args('companyId', { type: () => ID }) companyId: string,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('disabled') disabled: boolean,
  ) {
    return this.groups.setMemberDisabled(user, companyId, userId, disabled);
  }

  @Mutation(() => CompanyPrograms.dto)
  setCompanyProgramEnabled(
    @CurrentUser() user: RequestUser,
    @Args('companyId', { type: () => ID }) companyId: string,
    @Args('courseId', { type: () => ID }) courseId: string,
    @Args('enabled') enabled: boolean,
  ) {
    return this.groups.setProgramEnabled(user, companyId, courseId, enabled);
  }

  @Mutation(() => [OrganizationUsers.dto])
  setOrganizationUsersDisabled(
    @CurrentUser() user: RequestUser,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('userIds', { type: () => [ID] }) userIds: string[],
    @Args('disabled') disabled: boolean,
  ) {
    return this.workspaces.setMembersDisabled(user, organizationId, userIds, disabled);
  }

  @Mutation(() => Boolean)
  async removeOrganizationUser(
    @CurrentUser() user: RequestUser,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<boolean> {
    await this.workspaces.removeMember(user, organizationId, userId);
    return true;
  }

  @Mutation(() => [String], { description: 'The workspace roles the person holds afterwards.' })
  setWorkspaceRole(@CurrentUser() user: RequestUser, @Args('input') input: WorkspaceRoleInput): Promise<string[]> {
    return this.workspaces.setRole(user, input.organizationId, input.userId, input.role as WorkspaceRole, input.enabled, input.companyId ?? null);
  }

  @Mutation(() => String, {
    description:
      "Invites someone by e-mail to be an admin of the workspace (partners and managers): 'invited'. Staff acting on an existing account make it an admin at once: 'added'.",
  })
  addWorkspaceAdmin(
    @CurrentUser() user: RequestUser,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('email') email: string,
  ): Promise<InvitationOutcome> {
    return this.workspaces.addAdmin(user, organizationId, email);
  }

  @Query(() => Int, { description: "How many of the workspace's people hold a Creator licence (an admin needs one); for those who may grant its roles." })
  workspaceCreatorLicences(@CurrentUser() user: RequestUser, @Args('organizationId', { type: () => ID }) organizationId: string): Promise<number> {
    return this.workspaces.creatorLicences(user, organizationId);
  }

  @Mutation(() => [String])
  removeWorkspaceAdmin(
    @CurrentUser() user: RequestUser,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<string[]> {
    return this.workspaces.setRole(user, organizationId, userId, 'manager', false);
  }
}
