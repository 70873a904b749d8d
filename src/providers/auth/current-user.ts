import { CurrentUserDocument } from '@/graphql/types';
import type { CurrentUserQuery } from '@/graphql/types';
import { requestDocument } from '@/providers/data/document-request';

import { currentSession } from './token-store';

export type CurrentUser = CurrentUserQuery['me'];

let pending: Promise<CurrentUser | null> | null = null;

/**
 * The signed-in user (profile and role lists), fetched once and shared by the identity of
 * Refine's auth provider and by the access-control provider. Reset when roles change.
 */
export const loadCurrentUser = (): Promise<CurrentUser | null> => {
  if (!currentSession()) return Promise.resolve(null);
  pending ??= requestDocument(CurrentUserDocument).then(
    (answer) => answer.me,
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
};

export const forgetCurrentUser = (): void => {
  pending = null;
};
