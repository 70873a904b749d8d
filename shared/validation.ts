/**
 * Field rules of spec 02 §5 with their messages. Each check returns the name of the message to show, or null.
 * The server wraps them in class-validator decorators; the SPA's forms call them directly.
 */

export const LIMITS = {
  nameMinLength: 3,
  groupNameMaxLength: 50,
  emailFromNameMaxLength: 50,
  emailReplyToMaxLength: 200,
  clientCodeMaxLength: 20,
  colorMaxLength: 7,
  profileNameMaxLength: 100,
  /** Workspace and group names (their columns' length). */
  entityNameMaxLength: 200,
} as const;

/** Longer than its limit: the form says so with the limit instead of cutting what was typed (issue 29). */
export const exceedsLength = (value: string | null | undefined, max: number): boolean => (value ?? '').length > max;

export const MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooShort: `Name must be at least ${LIMITS.nameMinLength} characters.`,
  nameEndsWithDot: 'Name must not end with a dot.',
  groupNameTooLong: `Library group name must be at most ${LIMITS.groupNameMaxLength} characters.`,
  certificateSigner: 'Please fill in the existing signer fields.',
  emailFromNameTooLong: `Sender name must be at most ${LIMITS.emailFromNameMaxLength} characters.`,
  emailReplyToTooLong: `Reply-to address must be at most ${LIMITS.emailReplyToMaxLength} characters.`,
  invalidEmail: 'invalid e-mail',
  clientCode: `Client code allows only letters and numbers, at most ${LIMITS.clientCodeMaxLength} characters.`,
  color: `Colors are hex codes like #1A2B3C, at most ${LIMITS.colorMaxLength} characters.`,
  missingNames: 'Please fill in both first and last name.',
  titleTooShort: 'Title must be at least 5 characters.',
  passwordTooShort: 'Passwords are at least 8 characters.',
  emailTaken: 'A user with this e-mail already exists.',
  referralCodeTaken: 'This referral code is taken.',
  peerInvitationsClosed: 'Inviting peers is closed here: ask an admin to invite them.',
  invitationNotPending: 'This invitation is not awaiting approval.',
  invitationAwaitsApproval: "This invitation is awaiting an admin's approval: approve it before sending it.",
  adminNeedsCreatorLicence: 'An admin needs a Creator licence: give the Creator role first.',
  promoCodeTaken: 'This promo code already exists.',
  certificateNameTaken: 'This workspace already has a certificate with this name.',
  distinctionNotAbovePassing: 'The distinction score must be above the passing score.',
  defaultTemplateForAnyProgram: 'A default certificate applies to every program: leave the program empty.',
  tagMustStartWithHash: 'A tag must start with #.',
  notAValidTag: 'Not a valid tag: after the # only letters, digits, - and _ (at most 40).',
  tagReserved: 'This tag is reserved for something else.',
  reportDayInvalid: 'A report day is a calendar day written YYYY-MM-DD.',
  dateRangeOrder: 'The first day of the range must not be after the last.',
  dateRangeTooLong: 'A report covers at most 366 days.',
  analyticsSubjectMissing: 'Name a workspace, a group, a program or a learner.',
  distributionStartExcludesDeadlines: 'A start date cannot be combined with available until, available for or a due date.',
  distributionOneDeadline: 'Choose only one of available until, available for and due date.',
  availableForDays: 'Available for is a whole number of days, 0 or more.',
  distributionDateInPast: 'The date must not be before now, nor before the start date.',
  distributionFlagNotForProgram: 'This setting does not apply to this program.',
  subscriptionExpired: 'Not allowed. Subscription is expired.',
  distributionWorkspaceDisabled: 'Programs cannot be distributed to groups of a disabled workspace.',
  programNotPublishedHere: 'The program is not published to this group, or its workspace.',
  not_allowed_distribute_course_with_manual_review: 'Programs with manual reviews cannot be distributed in this workspace.',
  not_allowed_distribute_course_with_assessment: 'Programs with assessments cannot be distributed in this workspace.',
  not_allowed_distribute_course_with_scorm: 'Scorm programs cannot be distributed in this workspace.',
  not_allowed_distribute_course_with_proctoring: 'Programs with proctoring cannot be distributed in this workspace.',
  timeZone: 'A time zone is a name of the IANA time zone database, such as Asia/Seoul or UTC.',
  // Uploads (shared/uploads.ts): the figures are LOGO_RULES' and the size limits'.
  logoFileType: 'A logo must be a PNG, JPEG or SVG image.',
  dashboardLogoSize: 'The dashboard logo must be a square image of at least 415 × 415 pixels.',
  largeLogoSize: 'The large logo must be at least 300 × 88 pixels.',
  svgWithScript: 'An SVG logo must not contain scripts or event handlers.',
  policyPdfOnly: 'PDF only.',
  fileEmpty: 'The file is empty.',
  logoTooLarge: 'A logo must be at most 5 MB.',
  policyTooLarge: 'A policy must be at most 20 MB.',
  policyNameRequired: 'Give the policy a name.',
  featureNotInPlan: "This feature is not included in the workspace's plan.",
} as const;

/**
 * A rule's answer names its message: the SPA shows its translation (`validation.<name>` in the
 * "resources" namespace, en/ko/ja) and the server sends the English text with the name as
 * messageKey, so nothing is ever looked up by its English wording.
 */
export type MessageName = keyof typeof MESSAGES;

/** The English text of a rule's message (the server's error message). */
export const messageText = (name: MessageName): string => MESSAGES[name];

/** The e-mail pattern used for invites, reply-to addresses and sign-in. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One or more signers, each "name;title;organisation", all joined by semicolons. */
export const CERTIFICATE_SIGNER_PATTERN = /^[^;]+;[^;]+;[^;]+(;[^;]+;[^;]+;[^;]+)*$/;

export const CLIENT_CODE_PATTERN = /^[A-Za-z0-9]*$/;

export const COLOR_PATTERN = /^#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$/;

const isBlank = (value: string | null | undefined): boolean => value === null || value === undefined || value === '';

/** Workspace and group names: required, at least 3 characters, not ending with a dot. */
export const checkEntityName = (value: string | null | undefined): MessageName | null => {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return 'nameRequired';
  if (trimmed.length < LIMITS.nameMinLength) return 'nameTooShort';
  if (trimmed.endsWith('.')) return 'nameEndsWithDot';
  return null;
};

export const checkGroupName = (value: string | null | undefined): MessageName | null =>
  !isBlank(value) && (value ?? '').length > LIMITS.groupNameMaxLength ? 'groupNameTooLong' : null;

export const checkCertificateSigner = (value: string | null | undefined): MessageName | null =>
  isBlank(value) || CERTIFICATE_SIGNER_PATTERN.test(value ?? '') ? null : 'certificateSigner';

export const checkEmailFromName = (value: string | null | undefined): MessageName | null =>
  (value ?? '').length > LIMITS.emailFromNameMaxLength ? 'emailFromNameTooLong' : null;

export const checkEmailReplyTo = (value: string | null | undefined): MessageName | null => {
  if (isBlank(value)) return null;
  if ((value ?? '').length > LIMITS.emailReplyToMaxLength) return 'emailReplyToTooLong';
  return EMAIL_PATTERN.test(value ?? '') ? null : 'invalidEmail';
};

export const checkClientCode = (value: string | null | undefined): MessageName | null =>
  (value ?? '').length <= LIMITS.clientCodeMaxLength && CLIENT_CODE_PATTERN.test(value ?? '') ? null : 'clientCode';

/** An IANA zone name (Area/Location, or UTC); offsets such as +09:00 are not zones, whatever the platform accepts. */
const TIME_ZONE_PATTERN = /^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+){1,2})$/;

export const checkTimeZone = (value: string | null | undefined): MessageName | null => {
  const zone = value ?? '';
  if (!TIME_ZONE_PATTERN.test(zone)) return 'timeZone';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return null;
  } catch {
    // RangeError: the platform's zone database does not know the name; that is the answer.
    return 'timeZone';
  }
};

export const checkColor = (value: string | null | undefined): MessageName | null =>
  isBlank(value) || ((value ?? '').length <= LIMITS.colorMaxLength && COLOR_PATTERN.test(value ?? '')) ? null : 'color';

export const checkEmail = (value: string | null | undefined): MessageName | null => (EMAIL_PATTERN.test((value ?? '').trim()) ? null : 'invalidEmail');

export const PASSWORD_MIN_LENGTH = 8;

export const checkPassword = (value: string | null | undefined): MessageName | null => ((value ?? '').length < PASSWORD_MIN_LENGTH ? 'passwordTooShort' : null);

/** Program titles: at least 5 characters (spec 02 §5). */
export const checkProgramTitle = (value: string | null | undefined): MessageName | null => ((value ?? '').trim().length < 5 ? 'titleTooShort' : null);

/** Profile: first and last name are both required (spec 02 §5); fullName is "first last". */
export const checkProfileNames = (firstName: string | null | undefined, lastName: string | null | undefined): MessageName | null =>
  (firstName ?? '').trim() === '' || (lastName ?? '').trim() === '' ? 'missingNames' : null;

export const buildFullName = (firstName: string, lastName: string): string => `${firstName.trim()} ${lastName.trim()}`;
