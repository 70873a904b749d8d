/** The live channel every open dashboard listens on for its own session's end. */
export const AUTH_CHANGES_TRIGGER = 'authChanges';

export type AuthChangeEvent = {
  status: string;
  userId: string;
  tokenId: string | null;
  reasonMsg: string | null;
  reasonCode: string | null;
};

export const LOGOUT_REASONS = {
  loggedOut: { code: 'UserLoggedOut', message: 'You logged out.' },
  loggedOutEverywhere: { code: 'LoggedOutEverywhere', message: 'You logged out on every device.' },
} as const;
