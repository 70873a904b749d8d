import { defineSeed } from '../common/resource/define-seed';
import { InvitedUsers } from './invited-users.resource';

const DAY_MS = 86_400_000;

/** Acme's open invitations: two sent by its manager, and two a learner's peer invitations awaiting approval. */
export const InvitedUsersSeed = defineSeed(InvitedUsers, ({ now }) => [
  {
    id: 'invitation-acme-seller',
    organizationId: 'org-acme',
    companyId: 'company-acme-sales',
    email: 'new.seller@acme.example',
    firstName: 'Nia',
    lastName: 'Seller',
    invitedBy: 'user-manager',
    status: 'invited' as const,
    sentAt: new Date(now - 3 * DAY_MS),
  },
  {
    id: 'invitation-acme-candidate',
    organizationId: 'org-acme',
    companyId: 'company-acme-engineering',
    email: 'dev.candidate@acme.example',
    employeeId: 'E-9001',
    invitedBy: 'user-learner',
    status: 'pending' as const,
  },
  {
    id: 'invitation-acme-friend',
    organizationId: 'org-acme',
    companyId: null,
    email: 'friend.of.lee@acme.example',
    firstName: 'Ren',
    lastName: 'Friend',
    invitedBy: 'user-learner',
    status: 'pending' as const,
  },
  {
    id: 'invitation-acme-contractor',
    organizationId: 'org-acme',
    companyId: null,
    email: 'contractor@partner.example',
    invitedBy: 'user-manager',
    status: 'invited' as const,
    sentAt: new Date(now - 10 * DAY_MS),
  },
]);
