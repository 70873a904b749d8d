import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';

import { CurrentUser } from '../auth/current-user.decorator';
import { RequestUser } from '../auth/request-user';
import { InvitationView } from './invitation.types';
import { InvitationsService } from './invitations.service';

/** The invited person's side of an invitation, and the inviter's way to withdraw it. */
@Resolver(() => InvitationView)
export class InvitationsResolver {
  constructor(private readonly invitations: InvitationsService) {}

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
}
