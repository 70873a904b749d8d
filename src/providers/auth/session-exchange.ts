import { SIGNIN_AUDIENCE, TOKEN_REFRESH_MARGIN_MS } from '@shared/constants';

import { print } from 'graphql';

import { GRAPHQL_URL, SOURCE_HEADER } from '@/config/api';
import { CurrentUserDocument } from '@/graphql/types';
import type { CurrentUserQuery } from '@/graphql/types';

import { hasAudience } from './jwt';
import { AddressToken, authorizationHeader, StoredSession } from './token-store';

type LoginAnswer = { access_token: string; token_type?: string; expires_at: number };

export class SessionExchangeError extends Error {}

/**
 * Turns the token the sign-in service put in the address into a dashboard session. A token with
 * the sign-in audience is exchanged once through POST /api/v1/auth/login (spec 02 §7); any other
 * token is used as it is.
 */
export const sessionFromAddressToken = async (addressToken: AddressToken, now = Date.now()): Promise<StoredSession> => {
  if (!hasAudience(addressToken.accessToken, SIGNIN_AUDIENCE)) {
    if (addressToken.expiresAt - now <= TOKEN_REFRESH_MARGIN_MS) throw new SessionExchangeError('expired');
    return { token: addressToken.accessToken, tokenType: addressToken.tokenType, expiresAt: addressToken.expiresAt };
  }
  const response = await fetch('/api/v1/auth/login', {
    method: 'POST',
    headers: { ...SOURCE_HEADER, accept: 'application/json', authorization: `${addressToken.tokenType} ${addressToken.accessToken}` },
  });
  if (response.status !== 200) throw new SessionExchangeError(`status ${response.status}`);
  const answer = (await response.json()) as LoginAnswer;
  return { token: answer.access_token, tokenType: answer.token_type ?? 'Bearer', expiresAt: Number(answer.expires_at) };
};

/** Who a stored session belongs to: the account, a session the server has ended, or unknown (no answer). */
export type SessionOwner = { email: string } | 'ended' | 'unknown';

/**
 * Asks the server whose session this is. A plain fetch: a refused token must not send this tab
 * to the sign-in page, as the data layer would.
 */
export const ownerOfSession = async (session: StoredSession): Promise<SessionOwner> => {
  try {
    const response = await fetch(GRAPHQL_URL, {
      method: 'POST',
      headers: { ...SOURCE_HEADER, 'content-type': 'application/json', authorization: authorizationHeader(session) },
      body: JSON.stringify({ query: print(CurrentUserDocument) }),
    });
    const answer = (await response.json()) as { data?: CurrentUserQuery | null; errors?: Array<{ extensions?: { code?: string } }> };
    if (answer.data?.me.email) return { email: answer.data.me.email };
    return answer.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ? 'ended' : 'unknown';
  } catch {
    return 'unknown';
  }
};
