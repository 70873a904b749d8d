import { useGetIdentity, useOne } from '@refinedev/core';
import { Navigate, useLocation } from 'react-router';

import { PageLoading } from '@/components/shell/shell-layout';
import { LandingAgentCompanyDocument } from '@/graphql/types';
import type { LandingAgentCompanyQuery } from '@/graphql/types';
import type { CurrentUser } from '@/providers/auth/current-user';
import { WelcomeList } from './welcome-list';

import { decideLanding, deepLinkOf } from './landing-rules';

type AgentCompany = LandingAgentCompanyQuery['company'];

/** `/` (and `/home`): sends each kind of user where spec 01 §2's rules say, or shows the welcome list. */
export const LandingPage = () => {
  const location = useLocation();
  const { data: user, isLoading } = useGetIdentity<CurrentUser>();
  const firstAgentCompanyId = user?.agentCompanies[0];
  const { result: company, query } = useOne<AgentCompany>({
    resource: 'companies',
    id: firstAgentCompanyId,
    meta: { gqlQuery: LandingAgentCompanyDocument },
    queryOptions: { enabled: !!firstAgentCompanyId },
    errorNotification: false,
    liveMode: 'off',
  });
  if (isLoading || !user || (firstAgentCompanyId && query.isLoading)) return <PageLoading />;
  const decision = decideLanding(user, {
    deepLink: deepLinkOf(location.search),
    firstAgentCompany: company ? { id: company.id, organizationId: company.organizationId } : null,
  });
  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : <WelcomeList />;
};
