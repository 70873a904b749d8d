import { useOne } from '@refinedev/core';
import { upgradeStaysOnWorkspace } from '@shared/plans';
import { Navigate, useParams } from 'react-router';

import { PageLoading } from '@/components/shell/shell-layout';
import { UpgradeTargetDocument } from '@/graphql/types';
import type { UpgradeTargetQuery } from '@/graphql/types';
import { buildPath } from '@/routes/route-table';

const useOrganizationId = (): string => useParams<{ organizationId: string }>().organizationId ?? '';

/** /d/organization/{id} and /di/organization/{id}: the workspace itself. */
export const DashboardOrganizationRedirect = () => <Navigate replace to={buildPath('organization', { organizationId: useOrganizationId() })} />;

/** /d/organization/{id}/showMainGuide: the workspace with the tour started. */
export const DashboardGuideRedirect = () => (
  <Navigate replace to={buildPath('organization', { organizationId: useOrganizationId() }, { query: { showMainGuide: 'true' } })} />
);

/**
 * /d/organization/{id}/upgrade: the billing settings with upgrade=true, or the workspace itself for
 * block-priced plans and plan ids containing 'v5' or starting with 'cu' (spec 01 §2).
 */
export const DashboardUpgradeRedirect = () => {
  const organizationId = useOrganizationId();
  const { result: organization, query } = useOne<UpgradeTargetQuery['organization']>({
    resource: 'organizations',
    id: organizationId,
    meta: { gqlQuery: UpgradeTargetDocument },
    liveMode: 'off',
  });
  if (query.isLoading) return <PageLoading />;
  if (!organization || upgradeStaysOnWorkspace(organization)) return <Navigate replace to={buildPath('organization', { organizationId })} />;
  return (
    <Navigate
      replace
      to={buildPath('organization', { organizationId }, { query: { scrollTo: 'settings-billing-details', upgrade: 'true' }, hash: 'settings' })}
    />
  );
};
