import { useGetIdentity } from '@refinedev/core';
import { Navigate, useLocation } from 'react-router';

import { PageLoading } from '@/components/shell/shell-layout';
import type { CurrentUser } from '@/providers/auth/current-user';
import { WelcomeList } from './welcome-list';

import { decideLanding, deepLinkOf } from './landing-rules';

/**
 * `/` (and `/home`): sends each kind of user where spec 01 §2's rules say, or shows the welcome list.
 * The identity carries everything the rules read (an agent's first group with its workspace), so
 * the landing decides without a request of its own (issue 31).
 */
export const LandingPage = () => {
  const location = useLocation();
  const { data: user, isLoading } = useGetIdentity<CurrentUser>();
  if (isLoading || !user) return <PageLoading />;
  const decision = decideLanding(user, { deepLink: deepLinkOf(location.search), firstAgentCompany: user.firstAgentGroup ?? null });
  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : <WelcomeList />;
};
