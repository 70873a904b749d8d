import { Module } from '@nestjs/common';

import { InvitationRequestsService } from '../invited-users/invitation-requests.service';
import { InvitationsResolver } from '../invited-users/invitations.resolver';
import { InvitationsService } from '../invited-users/invitations.service';
import { GroupMembershipService } from './group-membership.service';
import { MembershipsResolver } from './memberships.resolver';
import { WorkspaceMembershipService } from './workspace-membership.service';

/** Who belongs to which group and workspace, and in which role. */
@Module({
  providers: [GroupMembershipService, WorkspaceMembershipService, MembershipsResolver, InvitationsService, InvitationRequestsService, InvitationsResolver],
})
export class MembershipsModule {}
