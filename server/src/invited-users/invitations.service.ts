import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';

import { addsWithoutConsent, GRANT_MESSAGES, groupMembershipRefusal, workspaceGrantRefusal } from '../../../shared/role-grants';
import { recordAudit } from '../audit/audit-events.resource';
import { RequestUser } from '../auth/request-user';
import { UserChangesPublisher } from '../auth/user-changes.publisher';
import { forbidden, notFound } from '../common/errors/domain-errors';
import { LiveEvents } from '../common/pubsub/live-events';
import { Companies } from '../companies/companies.resource';
import { CompanyUsers } from '../company-users/company-users.resource';
import { joinScope } from '../memberships/join-scope';
import { Organizations } from '../organizations/organizations.resource';
import { Users } from '../users/users.resource';
import { InvitationOutcome, InvitationView } from './invitation.types';
import { InvitationStatus } from '../../../shared/invitation-rules';
import { InvitedUser, InvitedUsers } from './invited-users.resource';

export const INVITATION_NOT_FOUND = 'This invitation no longer exists.';

export type InvitationRequest = { organizationId: string; companyId: string | null; email: string; role: string };

export type InvitationAnswer = { outcome: InvitationOutcome; addedUserId?: string; groupRows: string[]; invitation?: InvitedUser };

export const actorOf = (user: RequestUser) => ({ id: user.id, email: user.email });

/** null when the actor could have sent the invitation (and so may approve, deny, re-send or withdraw it), else the message. */
export const invitationRefusal = (user: RequestUser, invitation: Pick<InvitedUser, 'organizationId' | 'companyId' | 'role'>): string | null =>
  invitation.companyId
    ? groupMembershipRefusal(user, { id: invitation.companyId, organizationId: invitation.organizationId })
    : workspaceGrantRefusal(user, { role: invitation.role, organizationId: invitation.organizationId, userId: '', enabled: false });

/**
 * Consent before membership (issue 16): adding someone by e-mail invites them; they join when they
 * accept after signing in. Staff acting on an existing account add it directly, and it is audited.
 * The inviter hears the same answer whether or not the address has an account.
 */
@Injectable()
export class InvitationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveEvents,
    private readonly userChanges: UserChangesPublisher,
  ) {}

  /** Invites (or, for staff and an existing account, adds) one person; runs in the caller's transaction. */
  async invite(manager: EntityManager, user: RequestUser, request: InvitationRequest, status: InvitationStatus = 'invited'): Promise<InvitationAnswer> {
    const email = request.email.trim().toLowerCase();
    const where = { organizationId: request.organizationId, companyId: request.companyId ?? IsNull(), email };
    if (status === 'invited' && addsWithoutConsent(user)) {
      const account = await manager.getRepository(Users.entity).findOne({ where: { email } });
      if (account) {
        if (account.id === user.id && request.role !== 'member') throw forbidden(GRANT_MESSAGES.ownRole);
        const { groupRows } = await joinScope(manager, account.id, request);
        await recordAudit(manager, {
          action: request.companyId ? 'membership.added' : request.role === 'member' ? 'membership.added' : 'role.granted',
          actor: actorOf(user),
          target: { id: account.id, email },
          organizationId: request.organizationId,
          companyId: request.companyId,
          details: { role: request.role, direct: true },
        });
        return { outcome: 'added', addedUserId: account.id, groupRows };
      }
    }
    const invitations = manager.getRepository(InvitedUsers.entity);
    const existing = await invitations.findOne({ where: { ...where, role: request.role } });
    // An invitation already sent stays as it is; a pending one becomes an invitation when someone who runs the place invites too.
    if (existing && (existing.status === 'invited' || status === 'pending')) return { outcome: 'invited', groupRows: [] };
    const sentAt = status === 'invited' ? new Date() : null;
    const invitation = existing
      ? await invitations.save({ ...existing, status, sentAt, invitedBy: user.id })
      : await invitations.save(
          invitations.create({
            organizationId: request.organizationId,
            email,
            companyId: request.companyId,
            role: request.role,
            invitedBy: user.id,
            status,
            sentAt,
          }),
        );
    await recordAudit(manager, {
      action: status === 'pending' ? 'invitation.requested' : 'invitation.created',
      actor: actorOf(user),
      target: { id: null, email },
      organizationId: request.organizationId,
      companyId: request.companyId,
      details: { role: request.role },
    });
    return { outcome: 'invited', groupRows: [], invitation };
  }

  /** The signed-in person's open invitations, newest first. */
  async mine(user: RequestUser): Promise<InvitationView[]> {
    const rows = await this.dataSource
      .getRepository(InvitedUsers.entity)
      .find({ where: { email: user.email.toLowerCase(), status: 'invited' }, order: { createdAt: 'DESC' } });
    if (!rows.length) return [];
    const [workspaces, groups, inviters] = await Promise.all([
      this.dataSource.getRepository(Organizations.entity).find({ where: { id: In(rows.map((row) => row.organizationId)) } }),
      this.dataSource.getRepository(Companies.entity).find({ where: { id: In(rows.flatMap((row) => (row.companyId ? [row.companyId] : []))) } }),
      this.dataSource.getRepository(Users.entity).find({ where: { id: In(rows.flatMap((row) => (row.invitedBy ? [row.invitedBy] : []))) } }),
    ]);
    const nameOf = <T extends { id: string }>(list: T[], id: string | null, name: (item: T) => string): string | null => {
      const found = id ? list.find((item) => item.id === id) : undefined;
      return found ? name(found) : null;
    };
    return rows.map((row) => ({
      id: row.id,
      organizationId: row.organizationId,
      organizationName: nameOf(workspaces, row.organizationId, (workspace) => workspace.name) ?? '',
      companyId: row.companyId,
      companyName: nameOf(groups, row.companyId, (group) => group.name),
      role: row.role,
      invitedByName: nameOf(inviters, row.invitedBy, (inviter) => `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email),
      createdAt: row.createdAt,
    }));
  }

  /** Accepting joins the workspace (and group) with the invited role; declining just drops it. */
  async answer(user: RequestUser, invitationId: string, accept: boolean): Promise<boolean> {
    const result = await this.dataSource.transaction(async (manager) => {
      const invitations = manager.getRepository(InvitedUsers.entity);
      // A pending invitation is not the person's to answer yet: an admin approves it first.
      const invitation = await invitations.findOne({ where: { id: invitationId, email: user.email.toLowerCase(), status: 'invited' } });
      if (!invitation) throw notFound(INVITATION_NOT_FOUND);
      const joined = accept ? await joinScope(manager, user.id, invitation) : { groupRows: [] };
      await invitations.delete({ id: invitation.id });
      await recordAudit(manager, {
        action: accept ? 'invitation.accepted' : 'invitation.declined',
        actor: actorOf(user),
        target: { id: user.id, email: user.email },
        organizationId: invitation.organizationId,
        companyId: invitation.companyId,
        details: { role: invitation.role },
      });
      return { ...joined, invitation };
    });
    await this.live.publish('deleted', 'InvitedUser', result.invitation);
    if (result.groupRows.length) await this.publishGroupRows(result.groupRows);
    if (accept) await this.userChanges.userChanged(user.id);
    return true;
  }

  /** Whoever could have sent the invitation may withdraw it. */
  async cancel(user: RequestUser, invitationId: string): Promise<InvitedUser> {
    const cancelled = await this.dataSource.transaction(async (manager) => {
      const invitations = manager.getRepository(InvitedUsers.entity);
      const invitation = await invitations.findOne({ where: { id: invitationId } });
      if (!invitation) throw notFound(INVITATION_NOT_FOUND);
      const refusal = invitationRefusal(user, invitation);
      if (refusal) throw forbidden(refusal);
      await invitations.delete({ id: invitation.id });
      await recordAudit(manager, {
        action: 'invitation.cancelled',
        actor: actorOf(user),
        target: { id: null, email: invitation.email },
        organizationId: invitation.organizationId,
        companyId: invitation.companyId,
        details: { role: invitation.role },
      });
      return invitation;
    });
    await this.live.publish('deleted', 'InvitedUser', cancelled);
    return cancelled;
  }

  /** Live events for invitations made in a caller's transaction, once it has committed. */
  async publishInvitations(answers: ReadonlyArray<Pick<InvitationAnswer, 'invitation'>>): Promise<void> {
    const rows = answers.flatMap((answer) => (answer.invitation ? [answer.invitation] : []));
    if (rows.length) await this.live.publish('created', 'InvitedUser', rows);
  }

  async publishGroupRows(ids: string[]): Promise<void> {
    await this.live.publish('created', 'CompanyUser', await this.dataSource.getRepository(CompanyUsers.entity).find({ where: { id: In(ids) } }));
  }
}
