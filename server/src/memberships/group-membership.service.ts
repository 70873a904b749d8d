import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';

import { canEditMembersManually, courseToggleRefusal, GROUP_RULE_MESSAGES } from '../../../shared/group-rules';
import { groupMembershipRefusal } from '../../../shared/role-grants';
import { recordAudit } from '../audit/audit-events.resource';
import { RequestUser } from '../auth/request-user';
import { UserChangesPublisher } from '../auth/user-changes.publisher';
import { badUserInput, forbidden, notFound } from '../common/errors/domain-errors';
import { LiveEvents } from '../common/pubsub/live-events';
import { CompanyCourseEntity } from '../companies/company-course.entity';
import { Companies, Company } from '../companies/companies.resource';
import { CompanyProgram, CompanyPrograms } from '../company-programs/company-programs.resource';
import { CompanyUser, CompanyUsers } from '../company-users/company-users.resource';
import { InvitationAnswer, InvitationsService } from '../invited-users/invitations.service';
import { Users } from '../users/users.resource';
import { assertRunsGroup } from './membership-access';
import { MembershipEntity } from './membership.entity';
import { normalizeEmails } from './normalize-emails';

export type AddedToGroup = { added: string[]; invited: string[]; alreadyMembers: string[] };

export { normalizeEmails } from './normalize-emails';

/** Learners and programs of a group, under the group-edit rules of spec 02 §5. */
@Injectable()
export class GroupMembershipService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveEvents,
    private readonly userChanges: UserChangesPublisher,
    private readonly invitations: InvitationsService,
  ) {}

  private async groupFor(user: RequestUser, companyId: string, manager: EntityManager = this.dataSource.manager): Promise<Company> {
    const group = await manager.getRepository(Companies.entity).findOne({ where: { id: companyId } });
    if (!group) throw notFound('Group not found');
    assertRunsGroup(user, group);
    return group;
  }

  /**
   * Adds people to a group by e-mail, with their consent: each address not yet in the group is
   * invited, whether or not it has an account, so the answer reveals nothing about other people.
   * Staff acting on existing accounts add them at once (audited).
   */
  async addMembers(user: RequestUser, companyId: string, emails: readonly string[]): Promise<AddedToGroup> {
    const cleaned = normalizeEmails(emails);
    const result = await this.dataSource.transaction(async (manager) => {
      const group = await this.groupFor(user, companyId, manager);
      const refusal = groupMembershipRefusal(user, group);
      if (refusal) throw forbidden(refusal);
      if (!canEditMembersManually(group)) throw badUserInput(GROUP_RULE_MESSAGES.manualEditForbidden);
      const inGroup = cleaned.length
        ? await manager.getRepository(CompanyUsers.entity).find({ select: { email: true }, where: { companyId: group.id, email: In(cleaned) } })
        : [];
      const members = new Set(inGroup.map((row) => row.email.toLowerCase()));
      const outcome: AddedToGroup & { newRows: string[]; answers: InvitationAnswer[] } = {
        added: [],
        invited: [],
        alreadyMembers: [],
        newRows: [],
        answers: [],
      };
      for (const email of cleaned) {
        if (members.has(email)) {
          outcome.alreadyMembers.push(email);
          continue;
        }
        const answer = await this.invitations.invite(manager, user, { organizationId: group.organizationId, companyId: group.id, email, role: 'member' });
        outcome.answers.push(answer);
        if (answer.addedUserId) outcome.added.push(answer.addedUserId);
        else outcome.invited.push(email);
        outcome.newRows.push(...answer.groupRows);
      }
      return outcome;
    });
    await this.invitations.publishInvitations(result.answers);
    if (result.newRows.length) await this.invitations.publishGroupRows(result.newRows);
    for (const userId of result.added) await this.userChanges.userChanged(userId);
    return { added: result.added, invited: result.invited, alreadyMembers: result.alreadyMembers };
  }

  /** toggleCompanyUser with addRemove 'remove': takes someone out of the group (not the workspace). */
  async removeMember(user: RequestUser, companyId: string, userIdOrEmail: string): Promise<void> {
    const removed = await this.dataSource.transaction(async (manager) => {
      const group = await this.groupFor(user, companyId, manager);
      const refusal = groupMembershipRefusal(user, group);
      if (refusal) throw forbidden(refusal);
      if (!canEditMembersManually(group)) throw badUserInput(GROUP_RULE_MESSAGES.manualEditForbidden);
      const key = userIdOrEmail.trim().toLowerCase();
      const account = await manager.getRepository(Users.entity).findOne({ where: [{ id: userIdOrEmail }, { email: key }] });
      const view = account ? await manager.getRepository(CompanyUsers.entity).findOne({ where: { companyId, userId: account.id } }) : null;
      if (!account || !view) throw badUserInput(GROUP_RULE_MESSAGES.notAMember);
      await manager.getRepository(MembershipEntity).delete({ id: view.id });
      await recordAudit(manager, {
        action: 'membership.removed',
        actor: { id: user.id, email: user.email },
        target: { id: account.id, email: account.email },
        organizationId: group.organizationId,
        companyId,
      });
      return view;
    });
    await this.live.publish('deleted', 'CompanyUser', removed);
    await this.userChanges.userChanged(removed.userId);
  }

  /** Enables or disables a learner in a group. */
  async setMemberDisabled(user: RequestUser, companyId: string, userId: string, disabled: boolean): Promise<CompanyUser> {
    const group = await this.groupFor(user, companyId);
    const views = this.dataSource.getRepository(CompanyUsers.entity);
    const view = await views.findOne({ where: { companyId, userId } });
    if (!view) throw badUserInput(GROUP_RULE_MESSAGES.notAMember);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(MembershipEntity).update({ id: view.id }, { isDisabled: disabled });
      const action = disabled ? 'member.disabled' : 'member.enabled';
      await recordAudit(manager, {
        action,
        actor: { id: user.id, email: user.email },
        target: { id: userId, email: view.email },
        organizationId: group.organizationId,
        companyId,
      });
    });
    const updated = (await views.findOne({ where: { id: view.id } })) as CompanyUser;
    await this.live.publish('updated', 'CompanyUser', updated);
    // A disabled learner's open channels stop delivering this group's events (issue 16: revocation).
    await this.userChanges.userChanged(userId);
    return updated;
  }

  /** Switches a distributed program on or off in a group; never in test or public groups. */
  async setProgramEnabled(user: RequestUser, companyId: string, courseId: string, enabled: boolean): Promise<CompanyProgram> {
    const group = await this.groupFor(user, companyId);
    const refusal = courseToggleRefusal(group);
    if (refusal) throw badUserInput(GROUP_RULE_MESSAGES[refusal]);
    const distributions = this.dataSource.getRepository(CompanyCourseEntity);
    const distribution = await distributions.findOne({ where: { companyId, courseId } });
    if (!distribution) throw notFound('This program is not distributed to the group.');
    await distributions.update({ id: distribution.id }, { disabled: !enabled });
    const updated = (await this.dataSource.getRepository(CompanyPrograms.entity).findOne({ where: { id: distribution.id } })) as CompanyProgram;
    await this.live.publish('updated', 'CompanyProgram', updated);
    return updated;
  }
}
