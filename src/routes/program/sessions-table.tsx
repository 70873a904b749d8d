import { useList } from '@refinedev/core';
import type { GetFieldsFromList } from '@refinedev/nestjs-query';
import { Card, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

import { QueryErrorPanel } from '@/components/feedback/query-error-panel';
import { RowDetailsHeader } from '@/components/resource/row-details-header';
import { Cell } from '@/components/resource/table-cells';
import { ProgramSessionsDocument, SessionActionsDocument } from '@/graphql/types';
import type { ProgramSessionsQuery, SessionActionsQuery } from '@/graphql/types';

type Session = GetFieldsFromList<ProgramSessionsQuery>;
type SessionAction = GetFieldsFromList<SessionActionsQuery>;

/** Programs have a handful of sessions and each session a handful of actions: one page holds them all. */
const ALL_ROWS = { currentPage: 1, pageSize: 500, mode: 'server' as const };

/** The actions of one session, read when its row is expanded. */
const SessionActions = ({ chapterId }: { chapterId: string }) => {
  const { t } = useTranslation('group');
  const { result, query } = useList<SessionAction>({
    resource: 'actions',
    filters: [{ field: 'chapterId', operator: 'eq', value: chapterId }],
    sorters: [{ field: 'order', order: 'asc' }],
    pagination: ALL_ROWS,
    meta: { gqlQuery: SessionActionsDocument },
    errorNotification: false,
  });
  if (query.isError) return <QueryErrorPanel error={query.error} />;
  const columns: TableColumnsType<SessionAction> = [
    { key: 'order', title: t('program.columns.order'), dataIndex: 'order', width: 80 },
    { key: 'title', title: t('program.columns.title'), render: (_value, action) => <Cell value={action.title} /> },
    {
      key: 'contentType',
      title: t('program.columns.contentType'),
      render: (_value, action) => t(`program.contentTypes.${action.contentType}`, { defaultValue: action.contentType }),
    },
  ];
  return (
    <Table<SessionAction>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={result.data}
      loading={query.isLoading}
      pagination={false}
      locale={{ emptyText: t('program.noActions') }}
      data-testid={`session-actions-${chapterId}`}
    />
  );
};

/** The program's sessions in order; expanding one lists its actions. */
export const SessionsTable = ({ courseId, chaptersCount }: { courseId: string; chaptersCount: number | null | undefined }) => {
  const { t } = useTranslation('group');
  const { result, query } = useList<Session>({
    resource: 'chapters',
    filters: [{ field: 'courseId', operator: 'eq', value: courseId }],
    sorters: [{ field: 'order', order: 'asc' }],
    pagination: ALL_ROWS,
    meta: { gqlQuery: ProgramSessionsDocument },
    errorNotification: false,
  });
  const columns: TableColumnsType<Session> = [
    { key: 'order', title: t('program.columns.order'), dataIndex: 'order', width: 80 },
    { key: 'title', title: t('program.columns.title'), render: (_value, session) => <Cell value={session.title} /> },
    { key: 'description', title: t('program.columns.description'), render: (_value, session) => <Cell value={session.description} /> },
  ];
  return (
    <Card title={t('program.sessionsTitle', { count: chaptersCount ?? 0 })} data-testid="program-sessions">
      {query.isError ? (
        <QueryErrorPanel error={query.error} />
      ) : (
        <Table<Session>
          rowKey="id"
          columns={columns}
          dataSource={result.data}
          loading={query.isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          expandable={{ expandedRowRender: (session) => <SessionActions chapterId={session.id} />, columnTitle: <RowDetailsHeader /> }}
          locale={{ emptyText: t('program.noSessions') }}
        />
      )}
    </Card>
  );
};
