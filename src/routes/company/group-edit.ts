import { EVERYONE_TAG } from '@shared/constants';
import type { GroupFacts } from '@shared/group-rules';
import { EMAIL_PATTERN } from '@shared/validation';

/** Invite by e-mail (spec 02 §5, §9): suggestions from 3 characters, 1 s after typing stops. */
export const SUGGESTION_MIN_LENGTH = 3;
export const SUGGESTION_DEBOUNCE_MS = 1_000;
/** Enter submits this long after it is pressed, unless the text changes meanwhile. */
export const ENTER_SUBMIT_DELAY_MS = 1_500;

/** Why members cannot be added or removed by hand, in the order the rules are checked; null when they can. */
export type ManualEditBlock = 'testOrPublic' | 'everyone' | 'forbidManualEdit';

export const manualEditBlock = (group: GroupFacts): ManualEditBlock | null => {
  if (group.companyType === 'test' || group.companyType === 'public') return 'testOrPublic';
  if (group.tags.includes(EVERYONE_TAG)) return 'everyone';
  if (group.forbidManualEdit) return 'forbidManualEdit';
  return null;
};

export type InviteInput = { kind: 'empty' } | { kind: 'invalid'; text: string } | { kind: 'valid'; email: string };

/** The invite field's value: trimmed, empty ignored, otherwise it must look like an e-mail. */
export const readInviteInput = (text: string): InviteInput => {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  return EMAIL_PATTERN.test(trimmed) ? { kind: 'valid', email: trimmed } : { kind: 'invalid', text: trimmed };
};

/** The text to ask suggestions for, or null below the minimum length. */
export const suggestionText = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed.length >= SUGGESTION_MIN_LENGTH ? trimmed : null;
};
