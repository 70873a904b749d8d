import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';

import { CurrentUser } from '../auth/current-user.decorator';
import { RequestUser } from '../auth/request-user';
import { InvitationRequestsService } from './invitation-requests.service';
import { InvitationView, InvitePeopleInput, InvitePeopleResult } from './invitation.types';
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
  cancelInvitation(@CurrentUser() user: RequestUser, @Args('invitationId', { type: () => ID }) invitationId: string): Promise<boolean> {
    return this.invitations.cancel(user, invitationId);
  }

  @Mutation(() => InvitePeopleResult, {
    description:
      "Invites people by e-mail to a workspace (and one of its groups). Its admins and a group's agents invite; another member invites a peer as the place's peer invitation mode says: open invites, approval leaves it pending until an admin approves, closed refuses.",
  })
  invitePeople(@CurrentUser() user: RequestUser, @Args('input') input: InvitePeopleInput): Promise<InvitePeopleResult> {
    return this.requests.invitePeople(user, { organizationId: input.organizationId, companyId: input.companyId ?? null, emails: input.emails });
  }

  @Mutation(() => Boolean, { description: "Approves a peer's pending invitation: it is sent, and the person still accepts or declines it." })
  approveInvitation(@CurrentUser() user: RequestUser, @Args('invitationId', { type: () => ID }) invitationId: string): Promise<boolean> {
    return this.requests.approve(user, invitationId);
  }

  @Mutation(() => Boolean, { description: "Denies a peer's pending invitation: it is dropped." })
  denyInvitation(@CurrentUser() user: RequestUser, @Args('invitationId', { type: () => ID }) invitationId: string): Promise<boolean> {
    return this.requests.deny(user, invitationId);
  }

  @Mutation(() => Boolean, { description: 'Sends an invitation again.' })
  resendInvitation(@CurrentUser() user: RequestUser, @Args('invitationId', { type: () => ID }) invitationId: string): Promise<boolean> {
    return this.requests.resend(user, invitationId);
  }
}
