import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';

import { CurrentUser } from '../auth/current-user.decorator';
import { RequestUser } from '../auth/request-user';
import { InvitationRequestsService } from './invitation-requests.service';
import { forEachInvitation } from './each-invitation';
import { InvitationActionResult, InvitationIdsInput, InvitationView, InvitePeopleInput, InvitePeopleResult } from './invitation.types';
import { InvitationsService } from './invitations.service';

/** The invited person's side of an invitation; the inviter's (and an admin's) ways to send, approve, deny, re-send and withdraw it. */
@Resolver(() => InvitationView)
export class InvitationsResolver {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly requests: InvitationRequestsService,
  ) {}

  @Query(() => [InvitationView], { description: "The signed-in person's invitations waiting for an answer." })
  myInvitations(@CurrentUser() user: RequestUser): Promise<InvitationView[]> {
    return this.invitations.mine(user);
  }

  @Mutation(() => Boolean, { description: 'Joins the workspace (and group) of the invitation with its role.' })
  acceptInvitation(@CurrentUser() user: RequestUser, @Args('invitationId', { type: () => ID }) invitationId: string): Promise<boolean> {
    return this.invitations.answer(user, invitationId, true);
  }

  @Mutation(() => Boolean)
  declineInvitation(@CurrentUser() user: RequestUser, @Args('invitationId', { type: () => ID }) invitationId: string): Promise<boolean> {
    return this.invitations.answer(user, invitationId, false);
  }

  @Mutation(() => Boolean, { description: 'Withdraws an invitation (whoever could have sent it).' })
  async cancelInvitation(@CurrentUser() user: RequestUser, @Args('invitationId', { type: () => ID }) invitationId: string): Promise<boolean> {
    await this.invitations.cancel(user, invitationId);
    return true;
  }

  @Mutation(() => InvitePeopleResult, {
    description:
      "Invites people by e-mail to a workspace (and one of its groups). Its admins and a group's agents invite; another member invites a peer as the place's peer invitation mode says: open invites, approval leaves it pending until an admin approves, closed refuses.",
  })
  invitePeople(@CurrentUser() user: RequestUser, @Args('input') input: InvitePeopleInput): Promise<InvitePeopleResult> {
    return this.requests.invitePeople(user, { organizationId: input.organizationId, companyId: input.companyId ?? null, emails: input.emails });
  }

  @Mutation(() => Boolean, { description: "Approves a peer's pending invitation: it is sent, and the person still accepts or declines it." })
  async approveInvitation(@CurrentUser() user: RequestUser, @Args('invitationId', { type: () => ID }) invitationId: string): Promise<boolean> {
    await this.requests.approve(user, invitationId);
    return true;
  }

  @Mutation(() => Boolean, { description: "Denies a peer's pending invitation: it is dropped." })
  async denyInvitation(@CurrentUser() user: RequestUser, @Args('invitationId', { type: () => ID }) invitationId: string): Promise<boolean> {
    await this.requests.deny(user, invitationId);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Sends an invitation again.' })
  async resendInvitation(@CurrentUser() user: RequestUser, @Args('invitationId', { type: () => ID }) invitationId: string): Promise<boolean> {
    await this.requests.resend(user, invitationId);
    return true;
  }

  @Mutation(() => [InvitationActionResult], {
    description: 'Approves several pending invitations, each as approveInvitation would; the answer says per id what happened.',
  })
  approveInvitations(@CurrentUser() user: RequestUser, @Args('input') input: InvitationIdsInput): Promise<InvitationActionResult[]> {
    return forEachInvitation(input.invitationIds, (id) => this.requests.approve(user, id));
  }

  @Mutation(() => [InvitationActionResult], { description: 'Denies several pending invitations, each as denyInvitation would.' })
  denyInvitations(@CurrentUser() user: RequestUser, @Args('input') input: InvitationIdsInput): Promise<InvitationActionResult[]> {
    return forEachInvitation(input.invitationIds, (id) => this.requests.deny(user, id));
  }

  @Mutation(() => [InvitationActionResult], { description: 'Sends several invitations again, each as resendInvitation would.' })
  resendInvitations(@CurrentUser() user: RequestUser, @Args('input') input: InvitationIdsInput): Promise<InvitationActionResult[]> {
    return forEachInvitation(input.invitationIds, (id) => this.requests.resend(user, id));
  }

  @Mutation(() => [InvitationActionResult], { description: 'Withdraws several invitations, each as cancelInvitation would.' })
  cancelInvitations(@CurrentUser() user: RequestUser, @Args('input') input: InvitationIdsInput): Promise<InvitationActionResult[]> {
    return forEachInvitation(input.invitationIds, (id) => this.invitations.cancel(user, id));
  }
}
