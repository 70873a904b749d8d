import { useCan, useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

import { QueryErrorPanel } from '@/components/feedback/query-error-panel';
import { Cell } from '@/components/resource/table-cells';
import type { OrganizationUser } from '@/graphql/schema.types';
import { operationMeta } from '@/resources/declaration';
import { ORGANIZATION_USERS } from '@/resources/organization-users/resource';

import './learner-page.css';

/**
 * "Joined" has one definition: the day the person's workspace membership began (memberships.joinedAt),
 * read from the same record and shown by the same cell as the workspace's people list. The account's
 * own creation day is another thing ("Account created" in the profile). Shown to those who read the
 * workspace's people (the server's rule for that list; an agent does not).
 */
export const LearnerJoined = ({ organizationId, userId }: { organizationId: string; userId: string }) => {
  const { t } = useTranslation('group');
  const { data: access } = useCan({ resource: ORGANIZATION_USERS.table.resource, action: 'list', params: { scope: { organizationId } } });
  const { result, query } = useList<OrganizationUser>({
    resource: ORGANIZATION_USERS.table.resource,
    filters: [
      { field: 'organizationId', operator: 'eq', value: organizationId },
      { field: 'userId', operator: 'eq', value: userId },
    ],
    pagination: { currentPage: 1, pageSize: 1, mode: 'server' },
    meta: operationMeta(ORGANIZATION_USERS.table.document, ORGANIZATION_USERS.table.fields),
    queryOptions: { enabled: access?.can === true },
    errorNotification: false,
  });
  if (access?.can === false) return null;
  if (query.isError) return <QueryErrorPanel error={query.error} />;
  // Until the access rule and the membership have answered, the line keeps its place and its height
  // (it is shown to most readers): the cards below do not move when the date arrives (issue 31).
  const loading = access === undefined || query.isLoading;
  return (
    <dl className="learner-joined" data-testid={loading ? 'learner-joined-loading' : 'learner-joined'}>
      <dt>{t('learner.joined')}</dt>
      <dd>{loading ? <span aria-busy>…</span> : <Cell kind="date" value={result.data[0]?.joinedAt} />}</dd>
    </dl>
  );
};
