import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';

import { peerInvitationStatus } from '../../../shared/invitation-rules';
import { groupMembershipRefusal, workspaceGrantRefusal } from '../../../shared/role-grants';
import { recordAudit } from '../audit/audit-events.resource';
import { RequestUser } from '../auth/request-user';
import { brokenRule, forbidden, notFound } from '../common/errors/domain-errors';
import { LiveEvents } from '../common/pubsub/live-events';
import { Companies, Company } from '../companies/companies.resource';
import { GroupMembershipService } from '../memberships/group-membership.service';
import { MembershipEntity } from '../memberships/membership.entity';
import { normalizeEmails } from '../memberships/normalize-emails';
import { Organizations } from '../organizations/organizations.resource';
import { Users } from '../users/users.resource';
import { InvitePeopleResult } from './invitation.types';
import { actorOf, INVITATION_NOT_FOUND, InvitationAnswer, invitationRefusal, InvitationsService } from './invitations.service';
import { InvitedUser, InvitedUsers } from './invited-users.resource';

export type InvitePeopleRequest = { organizationId: string; companyId: string | null; emails: readonly string[] };

/**
 * Inviting people to a workspace or one of its groups by e-mail (the Users tab), and an admin's
 * answers to a peer's invitation (spec 02 §4: invited, pending, registered). Whoever runs the place
 * (its managers, a group's agents, staff) invites; any other enabled member invites a peer under
 * the place's peer invitation mode (shared/invitation-rules.ts). Nobody joins without accepting.
 */
@Injectable()
export class InvitationRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveEvents,
    private readonly invitations: InvitationsService,
    private readonly groups: GroupMembershipService,
  ) {}

  async invitePeople(user: RequestUser, request: InvitePeopleRequest): Promise<InvitePeopleResult> {
    const emails = normalizeEmails(request.emails);
    const { organizationId, companyId } = request;
    const workspace = await this.dataSource.getRepository(Organizations.entity).findOne({ where: { id: organizationId } });
    if (!workspace) throw notFound('Workspace not found');
    const group = companyId ? await this.dataSource.getRepository(Companies.entity).findOne({ where: { id: companyId, organizationId } }) : null;
    if (companyId && !group) throw notFound('Group not found');
    const runsPlace = group
      ? groupMembershipRefusal(user, group) === null
      : workspaceGrantRefusal(user, { role: 'member', organizationId, userId: '', enabled: true }) === null;
    if (runsPlace && group) {
      const added = await this.groups.addMembers(user, group.id, emails);
      return { ...added, pending: [] };
    }
    const status = runsPlace ? 'invited' : await this.peerStatus(user, organizationId, group, workspace.peerInvitationModeDefault);
    const result = await this.dataSource.transaction(async (manager) => {
      const members = await this.membersAmong(manager, organizationId, group, emails);
      const outcome: InvitePeopleResult & { answers: InvitationAnswer[] } = { invited: [], pending: [], added: [], alreadyMembers: [], answers: [] };
      for (const email of emails) {
        // A peer hears the same answer for a member as for anyone else: it reveals nobody.
        if (members.has(email)) {
          if (runsPlace) outcome.alreadyMembers.push(email);
          else outcome[status].push(email);
          continue;
        }
        const answer = await this.invitations.invite(manager, user, { organizationId, companyId: group?.id ?? null, email, role: 'member' }, status);
        outcome.answers.push(answer);
        if (answer.addedUserId) outcome.added.push(answer.addedUserId);
        else outcome[status].push(email);
      }
      return outcome;
    });
    await this.invitations.publishInvitations(result.answers);
    return { invited: result.invited, pending: result.pending, added: result.added, alreadyMembers: result.alreadyMembers };
  }

  /** A peer's invitation: only an enabled member of the place invites, as its mode says. */
  private async peerStatus(user: RequestUser, organizationId: string, group: Company | null, workspaceMode: string): Promise<'invited' | 'pending'> {
    const memberships = this.dataSource.getRepository(MembershipEntity);
    const place = { organizationId, userId: user.id, role: 'member' as const, isDisabled: false, courseId: IsNull() };
    const inWorkspace = await memberships.exists({ where: { ...place, companyId: IsNull() } });
    const inGroup = !group || (await memberships.exists({ where: { ...place, companyId: group.id } }));
    if (!inWorkspace || !inGroup) throw forbidden();
    const status = peerInvitationStatus(group ? group.peerInvitationMode : workspaceMode);
    if (!status) throw brokenRule('peerInvitationsClosed');
    return status;
  }

  private async membersAmong(manager: EntityManager, organizationId: string, group: Company | null, emails: string[]): Promise<Set<string>> {
    if (!emails.length) return new Set();
    const people = await manager.getRepository(Users.entity).find({ select: { id: true, email: true }, where: { email: In(emails) } });
    if (!people.length) return new Set();
    const rows = await manager.getRepository(MembershipEntity).find({
      select: { userId: true },
      where: { organizationId, role: 'member', companyId: group ? group.id : IsNull(), courseId: IsNull(), userId: In(people.map((person) => person.id)) },
    });
    const memberIds = new Set(rows.map((row) => row.userId));
    return new Set(people.filter((person) => memberIds.has(person.id)).map((person) => person.email.toLowerCase()));
  }

  /** Approving a pending invitation sends it: the person still accepts or declines it. */
  approve(user: RequestUser, invitationId: string): Promise<InvitedUser> {
    return this.answerPending(user, invitationId, 'invitation.approved', async (manager, invitation) => {
      const sent = await manager.getRepository(InvitedUsers.entity).save({ ...invitation, status: 'invited', sentAt: new Date() });
      return () => this.live.publish('updated', 'InvitedUser', sent);
    });
  }

  deny(user: RequestUser, invitationId: string): Promise<InvitedUser> {
    return this.answerPending(user, invitationId, 'invitation.denied', async (manager, invitation) => {
      await manager.getRepository(InvitedUsers.entity).delete({ id: invitation.id });
      return () => this.live.publish('deleted', 'InvitedUser', invitation);
    });
  }

  /** Sends an invitation again (its date moves); a pending one is approved first. */
  resend(user: RequestUser, invitationId: string): Promise<InvitedUser> {
    return this.withInvitation(user, invitationId, 'invitation.resent', async (manager, invitation) => {
      if (invitation.status !== 'invited') throw brokenRule('invitationAwaitsApproval');
      const sent = await manager.getRepository(InvitedUsers.entity).save({ ...invitation, sentAt: new Date() });
      return () => this.live.publish('updated', 'InvitedUser', sent);
    });
  }

  private answerPending(user: RequestUser, invitationId: string, action: string, change: InvitationChange): Promise<InvitedUser> {
    return this.withInvitation(user, invitationId, action, async (manager, invitation) => {
      if (invitation.status !== 'pending') throw brokenRule('invitationNotPending');
      return change(manager, invitation);
    });
  }

  /** Whoever could have sent the invitation acts on it; the change and its audit entry land together, the live event after. */
  private async withInvitation(user: RequestUser, invitationId: string, action: string, change: InvitationChange): Promise<InvitedUser> {
    const { publish, invitation } = await this.dataSource.transaction(async (manager) => {
      const invitation = await manager.getRepository(InvitedUsers.entity).findOne({ where: { id: invitationId } });
      if (!invitation) throw notFound(INVITATION_NOT_FOUND);
      const refusal = invitationRefusal(user, invitation);
      if (refusal) throw forbidden(refusal);
      const after = await change(manager, invitation);
      await recordAudit(manager, {
        action,
        actor: actorOf(user),
        target: { id: null, email: invitation.email },
        organizationId: invitation.organizationId,
        companyId: invitation.companyId,
        details: { role: invitation.role },
      });
      return { publish: after, invitation };
    });
    await publish();
    return invitation;
  }
}

type InvitationChange = (manager: EntityManager, invitation: InvitedUser) => Promise<() => Promise<void>>;
