import { HttpException } from '@nestjs/common';

import { errorCodeForStatus, messageKeyOf, messageOf } from '../common/errors/domain-errors';
import { InvitationActionResult } from './invitation.types';

/**
 * A bulk action on invitations: each id goes through the single action (its check, its change and
 * its audit entry, in its own transaction), one after the other, so one refused id leaves the others
 * done. A refusal the single action would have answered (not found, forbidden, a broken rule) is
 * reported for its id; anything else is a server fault and fails the whole call.
 */
export const forEachInvitation = async (
  invitationIds: readonly string[],
  single: (invitationId: string) => Promise<{ email: string }>,
): Promise<InvitationActionResult[]> => {
  const results: InvitationActionResult[] = [];
  for (const invitationId of new Set(invitationIds)) {
    try {
      const { email } = await single(invitationId);
      results.push({ invitationId, done: true, email, code: null, message: null, messageKey: null });
    } catch (error) {
      if (!(error instanceof HttpException) || error.getStatus() >= 500) throw error;
      const code = errorCodeForStatus(error.getStatus());
      results.push({ invitationId, done: false, email: null, code, message: messageOf(error), messageKey: messageKeyOf(error)?.key ?? null });
    }
  }
  return results;
};
