import type { ReactNode } from 'react';

import { useOne } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { GroupCrumbDocument } from '@/graphql/types';
import type { GroupCrumbQuery } from '@/graphql/types';
import { useWorkspaces } from '@/providers/workspace/workspace-context';
import { buildPath } from '@/routes/route-table';

import './page-breadcrumb.css';

type Props = {
  organizationId: string;
  /** The group the page is under, when there is one (program and learner pages of a group). */
  companyId?: string;
  /** The workspace's name when the page already knows it. */
  workspaceName?: string;
  current: ReactNode;
};

/**
 * Workspace (its groups section) › group › this page: the way back from the pages under a
 * workspace. Drawn as antd's Breadcrumb was, without antd (issue 31: the group page is an agent's landing).
 */
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
    <nav className="page-breadcrumb" aria-label={t('breadcrumb.label')} data-testid="page-breadcrumb">
      <ol>
        <li>
          <Link to={buildPath('organization', { organizationId }, { hash: 'groups' })} data-testid="breadcrumb-workspace">
            {workspace}
          </Link>
        </li>
        {companyId ? (
          <li>
            <Link to={buildPath('company', { organizationId, companyId })} data-testid="breadcrumb-group">
              {group?.name ?? t('breadcrumb.group')}
            </Link>
          </li>
        ) : null}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
};
