import { useList } from '@refinedev/core';
import type { GetFieldsFromList } from '@refinedev/nestjs-query';
import { useTranslation } from 'react-i18next';

import { QueryErrorPanel } from '@/components/feedback/query-error-panel';
import { PlainCard } from '@/components/plain/plain-card';
import { type PlainColumn, PlainTable } from '@/components/plain/plain-table';
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
  const { t } = useTranslation(['group', 'common']);
  const { result, query } = useList<SessionAction>({
    resource: 'actions',
    filters: [{ field: 'chapterId', operator: 'eq', value: chapterId }],
    sorters: [{ field: 'order', order: 'asc' }],
    pagination: ALL_ROWS,
    meta: { gqlQuery: SessionActionsDocument },
    errorNotification: false,
  });
  if (query.isError) return <QueryErrorPanel error={query.error} />;
  const columns: Array<PlainColumn<SessionAction>> = [
    { key: 'order', title: t('program.columns.order'), width: 80, render: (action) => action.order },
    { key: 'title', title: t('program.columns.title'), render: (action) => <Cell value={action.title} /> },
    {
      key: 'contentType',
      title: t('program.columns.contentType'),
      render: (action) => t(`program.contentTypes.${action.contentType}`, { defaultValue: action.contentType }),
    },
  ];
  return (
    <div data-testid={`session-actions-${chapterId}`}>
      <PlainTable<SessionAction>
        size="small"
        rowKey={(action) => action.id}
        columns={columns}
        rows={result.data}
        loading={query.isLoading}
        loadingLabel={t('common:loading')}
        emptyText={t('program.noActions')}
      />
    </div>
  );
};

/** The program's sessions in order; expanding one lists its actions. */
export const SessionsTable = ({ courseId, chaptersCount }: { courseId: string; chaptersCount: number | null | undefined }) => {
  const { t } = useTranslation(['group', 'resources', 'common']);
  const { result, query } = useList<Session>({
    resource: 'chapters',
    filters: [{ field: 'courseId', operator: 'eq', value: courseId }],
    sorters: [{ field: 'order', order: 'asc' }],
    pagination: ALL_ROWS,
    meta: { gqlQuery: ProgramSessionsDocument },
    errorNotification: false,
  });
  const columns: Array<PlainColumn<Session>> = [
    { key: 'order', title: t('program.columns.order'), width: 80, render: (session) => session.order },
    { key: 'title', title: t('program.columns.title'), render: (session) => <Cell value={session.title} /> },
    { key: 'description', title: t('program.columns.description'), render: (session) => <Cell value={session.description} /> },
  ];
  return (
    <PlainCard title={t('program.sessionsTitle', { count: chaptersCount ?? 0 })} data-testid="program-sessions">
      {query.isError ? (
        <QueryErrorPanel error={query.error} />
      ) : (
        <PlainTable<Session>
          rowKey={(session) => session.id}
          columns={columns}
          rows={result.data}
          loading={query.isLoading}
          loadingLabel={t('common:loading')}
          expansion={{
            render: (session) => <SessionActions chapterId={session.id} />,
            header: <RowDetailsHeader />,
            expandLabel: t('resources:table.expandRow'),
            collapseLabel: t('resources:table.collapseRow'),
          }}
          emptyText={t('program.noSessions')}
        />
      )}
    </PlainCard>
  );
};
