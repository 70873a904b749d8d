import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';

import { GROUP_RULE_MESSAGES, isGroupRole, WorkspaceRole } from '../../../shared/group-rules';
import { addsWithoutConsent, creatorLicenceRefusal, GRANT_MESSAGES, workspaceGrantRefusal } from '../../../shared/role-grants';
import { ROLES_REMOVED_WITH_CREATOR } from '../../../shared/roles';
import { EMAIL_PATTERN } from '../../../shared/validation';
import { recordAudit } from '../audit/audit-events.resource';
import { RequestUser } from '../auth/request-user';
import { UserChangesPublisher } from '../auth/user-changes.publisher';
import { badUserInput, brokenRule, forbidden, notFound } from '../common/errors/domain-errors';
import { LiveEvents } from '../common/pubsub/live-events';
import { Companies } from '../companies/companies.resource';
import { OrganizationUser, OrganizationUsers } from '../organization-users/organization-users.resource';
import { Organization, Organizations } from '../organizations/organizations.resource';
import { UserRemoveConfirmations } from '../remove-confirmations/remove-confirmations.resource';
import { InvitationOutcome } from '../invited-users/invitation.types';
import { InvitationsService } from '../invited-users/invitations.service';
import { Users } from '../users/users.resource';
import { assertManagesWorkspace } from './membership-access';
import { MembershipEntity } from './membership.entity';

export const USER_NOT_FOUND = 'User not found';
export const NOT_A_WORKSPACE_MEMBER = 'This person is not a member of the workspace.';

/** Workspace members and their roles (spec 02 §6: one billing manager; removing a creator removes the rest). */
@Injectable()
export class WorkspaceMembershipService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveEvents,
    private readonly userChanges: UserChangesPublisher,
    private readonly invitations: InvitationsService,
  ) {}

  private async workspace(organizationId: string, manager: EntityManager = this.dataSource.manager): Promise<Organization> {
    const workspace = await manager.getRepository(Organizations.entity).findOne({ where: { id: organizationId } });
    if (!workspace) throw notFound('Workspace not found');
    return workspace;
  }

  /** Enables or disables people in a workspace (one or many). */
  async setMembersDisabled(user: RequestUser, organizationId: string, userIds: string[], disabled: boolean): Promise<OrganizationUser[]> {
    assertManagesWorkspace(user, organizationId);
    await this.workspace(organizationId);
    const memberships = this.dataSource.getRepository(MembershipEntity);
    const workspaceRows = userIds.length
      ? await memberships.find({ where: { organizationId, userId: In(userIds), role: 'member', companyId: IsNull(), courseId: IsNull() } })
      : [];
    if (workspaceRows.length !== new Set(userIds).size) throw badUserInput(NOT_A_WORKSPACE_MEMBER);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(MembershipEntity).update({ id: In(workspaceRows.map((row) => row.id)) }, { isDisabled: disabled });
      // Only who changed is recorded, under their e-mail of the moment (the entry must read well once they are gone).
      const changed = workspaceRows.filter((row) => row.isDisabled !== disabled);
      const people = changed.length ? await manager.getRepository(Users.entity).find({ where: { id: In(changed.map((row) => row.userId)) } }) : [];
      const emailOf = new Map(people.map((person) => [person.id, person.email]));
      for (const row of changed) {
        await recordAudit(manager, {
          action: disabled ? 'member.disabled' : 'member.enabled',
          actor: { id: user.id, email: user.email },
          target: { id: row.userId, email: emailOf.get(row.userId) ?? '' },
          organizationId,
        });
      }
    });
    const updated = await this.dataSource.getRepository(OrganizationUsers.entity).find({ where: { id: In(workspaceRows.map((row) => row.id)) } });
    await this.live.publish('updated', 'OrganizationUser', updated);
    for (const userId of userIds) await this.userChanges.userChanged(userId);
    return updated;
  }

  /** Removes someone from a workspace and all its groups; an admin then confirms the account's removal. */
  async removeMember(user: RequestUser, organizationId: string, userId: string): Promise<void> {
    assertManagesWorkspace(user, organizationId);
    const removed = await this.dataSource.transaction(async (manager) => {
      await this.workspace(organizationId, manager);
      const member = await manager.getRepository(OrganizationUsers.entity).findOne({ where: { organizationId, userId } });
      if (!member) throw badUserInput(NOT_A_WORKSPACE_MEMBER);
      await manager.getRepository(MembershipEntity).delete({ organizationId, userId });
      await recordAudit(manager, {
        action: 'member.removed',
        actor: { id: user.id, email: user.email },
        target: { id: userId, email: member.email },
        organizationId,
      });
      const confirmations = manager.getRepository(UserRemoveConfirmations.entity);
      const confirmation = await confirmations.save(
        confirmations.create({
          reason: 'removed_from_organization',
          reasonRelationKey: organizationId,
          userId,
          userEmail: member.email,
          userFullName: member.fullName,
        }),
      );
      return { member, confirmation };
    });
    await this.live.publish('deleted', 'OrganizationUser', removed.member);
    await this.live.publish('created', 'UserRemoveConfirmation', removed.confirmation);
    await this.userChanges.userChanged(userId);
  }

  /** Gives or takes a workspace role, under the grant rule of shared/role-grants.ts; audited. */
  async setRole(
    user: RequestUser,
    organizationId: string,
    userId: string,
    role: WorkspaceRole,
    enabled: boolean,
    groupId: string | null = null,
  ): Promise<string[]> {
    const refusal = workspaceGrantRefusal(user, { role, organizationId, userId, enabled });
    if (refusal) throw forbidden(refusal);
    // An agent's role is in one group of the workspace; the other roles are the workspace's own.
    if (isGroupRole(role) && !groupId) throw badUserInput(GROUP_RULE_MESSAGES.groupRoleNeedsGroup);
    const companyId = isGroupRole(role) ? groupId : null;
    await this.dataSource.transaction(async (manager) => {
      await this.workspace(organizationId, manager);
      if (companyId && !(await manager.getRepository(Companies.entity).exists({ where: { id: companyId, organizationId } }))) throw notFound('Group not found');
      const memberships = manager.getRepository(MembershipEntity);
      const target = await manager.getRepository(Users.entity).findOne({ where: { id: userId } });
      if (!target) throw badUserInput(USER_NOT_FOUND);
      const isMember = await memberships.exists({ where: { organizationId, userId, role: 'member', companyId: IsNull(), courseId: IsNull() } });
      // Consent: a role is given to the workspace's people; anyone else is invited (staff excepted).
      if (enabled && !isMember && !addsWithoutConsent(user)) throw badUserInput(GRANT_MESSAGES.notAMember);
      const scopeOf = { organizationId, userId, role };
      const holds = await memberships.findOne({ where: { ...scopeOf, companyId: companyId ?? IsNull(), courseId: IsNull() } });
      if (enabled) {
        const held = await memberships.find({ select: { role: true }, where: { organizationId, userId, companyId: IsNull(), courseId: IsNull() } });
        const licence = creatorLicenceRefusal(
          { role, enabled },
          held.map((row) => row.role),
        );
        if (licence) throw brokenRule(licence);
        if (role === 'billingManager' && (await memberships.exists({ where: { organizationId, role: 'billingManager' } })) && !holds) {
          throw badUserInput(GROUP_RULE_MESSAGES.oneBillingManager);
        }
        if (!holds) await memberships.save(memberships.create({ ...scopeOf, companyId, joinedAt: new Date() }));
        await this.ensureWorkspaceMember(manager, organizationId, userId);
      } else {
        await memberships.delete({ organizationId, userId, role, companyId: companyId ?? IsNull(), courseId: IsNull() });
        // A creator's licence carries the admin, agent and curator roles: they go with it.
        if (role === 'creator') await memberships.delete({ organizationId, userId, role: In([...ROLES_REMOVED_WITH_CREATOR]) });
      }
      if (enabled !== Boolean(holds)) {
        await recordAudit(manager, {
          action: enabled ? 'role.granted' : 'role.revoked',
          actor: { id: user.id, email: user.email },
          target: { id: userId, email: target.email },
          organizationId,
          companyId,
          details: { role },
        });
      }
    });
    await this.userChanges.userChanged(userId);
    const rows = await this.dataSource.getRepository(MembershipEntity).find({ select: { role: true }, where: { organizationId, userId } });
    return [...new Set(rows.map((row) => row.role).filter((name) => name !== 'member'))].sort();
  }

  /**
   * A partner or manager invites someone by e-mail to be an admin of the workspace; they become one
   * when they accept. The answer is 'invited' whether or not the address has an account; staff
   * acting on an existing account make it an admin at once ('added').
   */
  async addAdmin(user: RequestUser, organizationId: string, email: string): Promise<InvitationOutcome> {
    const address = email.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(address)) throw badUserInput(GROUP_RULE_MESSAGES.invalidEmail);
    if (address === user.email.toLowerCase()) throw forbidden(GRANT_MESSAGES.ownRole);
    const refusal = workspaceGrantRefusal(user, { role: 'manager', organizationId, userId: '', enabled: true });
    if (refusal) throw forbidden(refusal);
    const result = await this.dataSource.transaction(async (manager) => {
      await this.workspace(organizationId, manager);
      return this.invitations.invite(manager, user, { organizationId, companyId: null, email: address, role: 'manager' });
    });
    await this.invitations.publishInvitations([result]);
    if (result.addedUserId) await this.userChanges.userChanged(result.addedUserId);
    return result.outcome;
  }

  /** How many Creator licences the workspace's people hold (the roles dialog shows it to whoever may grant roles there). */
  async creatorLicences(user: RequestUser, organizationId: string): Promise<number> {
    if (workspaceGrantRefusal(user, { role: 'manager', organizationId, userId: '', enabled: true })) throw forbidden();
    await this.workspace(organizationId);
    return this.dataSource.getRepository(MembershipEntity).count({ where: { organizationId, role: 'creator', companyId: IsNull(), courseId: IsNull() } });
  }

  private async ensureWorkspaceMember(manager: EntityManager, organizationId: string, userId: string): Promise<void> {
    const memberships = manager.getRepository(MembershipEntity);
    if (await memberships.exists({ where: { organizationId, userId, role: 'member', companyId: IsNull(), courseId: IsNull() } })) return;
    await memberships.save(memberships.create({ organizationId, userId, role: 'member', joinedAt: new Date() }));
  }
}
