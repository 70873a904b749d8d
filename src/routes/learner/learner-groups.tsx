import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import { QueryErrorPanel } from '@/components/feedback/query-error-panel';
import { PlainButton } from '@/components/plain/plain-button';
import { PlainCard } from '@/components/plain/plain-card';
import { type PlainColumn, PlainTable } from '@/components/plain/plain-table';
import { exportRowsToCsv } from '@/components/resource/csv-export';
import { Cell, StatusChip } from '@/components/resource/table-cells';
import { LearnerGroupsDocument } from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';
import { buildPath } from '@/routes/route-table';

import { learnerGroupsCsv, LearnerGroupRow } from './learner-groups-csv';

type Props = { organizationId: string; userId: string; email: string };

/** The learner's groups in this workspace: programs, minutes, completed sessions, average completion. */
export const LearnerGroups = ({ organizationId, userId, email }: Props) => {
  const { t } = useTranslation('group');
  const query = useQuery({
    queryKey: ['learner-groups', organizationId, userId],
    queryFn: () => runOperation(LearnerGroupsDocument, { organizationId, userId }),
  });
  const rows = query.data?.userGroupEngagements ?? [];

  const columns: Array<PlainColumn<LearnerGroupRow>> = [
    {
      key: 'companyName',
      title: t('learner.columns.group'),
      render: (row) => <Cell value={row.companyName} link={buildPath('companyUser', { organizationId, companyId: row.companyId, userId })} />,
    },
    { key: 'programsCount', title: t('learner.columns.programs'), render: (row) => <Cell kind="count" value={row.programsCount} /> },
    { key: 'minutesSpent', title: t('learner.columns.minutesSpent'), render: (row) => <Cell kind="number" value={row.minutesSpent} /> },
    {
      key: 'numOfCompletedChapters',
      title: t('learner.columns.completedSessions'),
      render: (row) => <Cell kind="number" value={row.numOfCompletedChapters} />,
    },
    { key: 'avgCompletion', title: t('learner.columns.averageCompletion'), render: (row) => <Cell kind="percent" value={row.avgCompletion} /> },
    { key: 'status', title: t('learner.columns.status'), render: (row) => <StatusChip status={row.isDisabled ? 'inactive' : 'active'} /> },
  ];

  if (query.isError) return <QueryErrorPanel error={query.error} />;
  return (
    <PlainCard
      title={t('learner.groupsTitle')}
      data-testid="learner-groups"
      extra={
        <PlainButton
          icon={<PlainIcon definition={DownloadOutlined} aria-hidden />}
          disabled={!rows.length}
          onClick={() => exportRowsToCsv(learnerGroupsCsv(email), rows)}
          data-testid="learner-groups-export"
        >
          {t('learner.exportCsv')}
        </PlainButton>
      }
    >
      <PlainTable<LearnerGroupRow>
        rowKey={(row) => row.companyId}
        columns={columns}
        rows={rows}
        loading={query.isLoading}
        loadingLabel={t('learner.loading')}
        emptyText={t('learner.noGroups')}
      />
    </PlainCard>
  );
};
