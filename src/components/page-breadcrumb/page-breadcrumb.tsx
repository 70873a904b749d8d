import type { ReactNode } from 'react';

import { useOne } from '@refinedev/core';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { GroupCrumbDocument } from '@/graphql/types';
import type { GroupCrumbQuery } from '@/graphql/types';
import { useWorkspaces } from '@/providers/workspace/workspace-context';
import { buildPath } from '@/routes/route-table';

type Props = {
  organizationId: string;
  /** The group the page is under, when there is one (program and learner pages of a group). */
  companyId?: string;
  /** The workspace's name when the page already knows it. */
  workspaceName?: string;
  current: ReactNode;
};

/** Workspace (its groups section) › group › this page: the way back from the pages under a workspace. */
export const PageBreadcrumb = ({ organizationId, companyId, workspaceName, current }: Props) => {
  const { t } = useTranslation('group');
  const { workspaces } = useWorkspaces();
  const { result: group } = useOne<GroupCrumbQuery['company']>({
    resource: 'companies',
    id: companyId,
    meta: { gqlQuery: GroupCrumbDocument },
    queryOptions: { enabled: !!companyId },
    errorNotification: false,
    liveMode: 'off',
  });
  const workspace = workspaceName ?? group?.organizationName ?? workspaces.find((item) => item.id === organizationId)?.name ?? t('breadcrumb.workspace');
  return (
    <Breadcrumb
      data-testid="page-breadcrumb"
      items={[
        {
          key: 'workspace',
          title: (
            <Link to={buildPath('organization', { organizationId }, { hash: 'groups' })} data-testid="breadcrumb-workspace">
              {workspace}
            </Link>
          ),
        },
        ...(companyId
          ? [
              {
                key: 'group',
                title: (
                  <Link to={buildPath('company', { organizationId, companyId })} data-testid="breadcrumb-group">
                    {group?.name ?? t('breadcrumb.group')}
                  </Link>
                ),
              },
            ]
          : []),
        { key: 'current', title: current },
      ]}
    />
  );
};
