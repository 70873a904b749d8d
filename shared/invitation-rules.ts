/**
 * Peer invitations (spec 02 §3, §4): a member who does not run the workspace or group invites a
 * peer under its peer invitation mode (the group's peerInvitationMode; the workspace's
 * peerInvitationModeDefault for the workspace itself). open: a normal invitation; approval: pending
 * until an admin approves it, then an invitation the person must still accept; closed: refused.
 */
/** invited: waiting for the person's answer; pending: a peer's invitation awaiting an admin's approval (spec 02 §4). */
export const INVITATION_STATUSES = ['invited', 'pending'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The status a peer's invitation starts in, or null when the mode refuses it (closed, or unknown). */
export const peerInvitationStatus = (mode: string | null | undefined): InvitationStatus | null => {
  if (mode === 'open') return 'invited';
  if (mode === 'approval') return 'pending';
  return null;
};

/** The most invitations one bulk approve, deny, re-send or revoke answers (a table page's most rows). */
export const MAX_BULK_INVITATIONS = 100;
