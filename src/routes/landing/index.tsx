import { useEffect } from 'react';

import { useGetIdentity } from '@refinedev/core';
import { Navigate, useLocation } from 'react-router';

import { PageLoading } from '@/components/shell/shell-layout';
import type { CurrentUser } from '@/providers/auth/current-user';
import { WelcomeList } from './welcome-list';

import { decideLanding, deepLinkOf } from './landing-rules';
import { rememberLanding } from '@/providers/auth/remembered-landing';

/**
 * `/` (and `/home`): sends each kind of user where spec 01 §2's rules say, or shows the welcome list.
 * The identity carries everything the rules read (an agent's first group with its workspace), so
 * the landing decides without a request of its own (issue 31).
 */
export const LandingPage = () => {
  const location = useLocation();
  const { data: user, isLoading } = useGetIdentity<CurrentUser>();
  const decision = user ? decideLanding(user, { deepLink: deepLinkOf(location.search), firstAgentCompany: user.firstAgentGroup ?? null }) : null;
  // A group deep link is a one-off; the rules' usual answer is what start-up may fetch ahead.
  const redirectTo = decision?.kind === 'redirect' && decision.rule !== 1 ? decision.to : null;
  useEffect(() => {
    if (user && redirectTo) rememberLanding(user.id, redirectTo);
  }, [user, redirectTo]);
  if (isLoading || !user || !decision) return <PageLoading />;
  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : <WelcomeList />;
};
