import type { DataSource } from 'typeorm';

import type { RoleSubject } from '../../../shared/roles';
import type { RoleAnchors } from '../authorization/role-levels';

/** The signed-in user as every guard, authorizer and resolver sees it. */
export type RequestUser = RoleSubject & {
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  imageUrl: string | null;
  /** The session behind the token; it is also the token's id (jti). */
  sessionId: string;
  /** Where the user holds each role, as access terms match it (authorization/role-levels.ts). */
  anchors: RoleAnchors;
};

/** What a request carries once the guard has run, over HTTP and over the live channel alike. */
export type AuthenticatedRequest = {
  headers: Record<string, string | string[] | undefined>;
  user?: RequestUser;
  ip?: string;
};

/** What every GraphQL operation's resolvers get: the request, and the database for field middleware (which has no injection). */
export type GraphQLRequestContext = { req: AuthenticatedRequest; dataSource: DataSource };

export const bearerTokenOf = (header: string | string[] | undefined): string | null => {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match ? match[1] : null;
};
