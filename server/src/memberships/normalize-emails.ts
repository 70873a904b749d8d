import { GROUP_RULE_MESSAGES, MAX_INVITES } from '../../../shared/group-rules';
import { EMAIL_PATTERN } from '../../../shared/validation';
import { badUserInput } from '../common/errors/domain-errors';

/** Cleans a pasted list of e-mails: trimmed, lower-cased, empty lines ignored, duplicates once. */
export const normalizeEmails = (emails: readonly string[]): string[] => {
  const cleaned = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter((email) => email !== ''))];
  if (cleaned.length > MAX_INVITES) throw badUserInput(GROUP_RULE_MESSAGES.tooManyEmails);
  const invalid = cleaned.find((email) => !EMAIL_PATTERN.test(email));
  if (invalid) throw badUserInput(`${GROUP_RULE_MESSAGES.invalidEmail}: ${invalid}`);
  return cleaned;
};
