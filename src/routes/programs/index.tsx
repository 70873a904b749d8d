import { useGetIdentity } from '@refinedev/core';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/resource/resource-table';
import { PageLoading } from '@/components/shell/shell-layout';
import type { CurrentUser } from '@/providers/auth/current-user';
import { COURSES } from '@/resources/courses/resource';

/** /programs: every program (program viewers). */
export const ProgramsPage = () => {
  const { t } = useTranslation('resources');
  return (
    <>
      <Typography.Title level={2}>{t('courses.titleAll')}</Typography.Title>
      <ResourceTable declaration={COURSES.table} />
    </>
  );
};

/** /curator/programs: the programs the user edits. */
export const CuratorProgramsPage = () => {
  const { t } = useTranslation('resources');
  const { data: user } = useGetIdentity<CurrentUser>();
  if (!user) return <PageLoading />;
  // No program yet: an id that matches nothing keeps the list empty instead of listing all.
  const ids = user.editorCourses.length ? user.editorCourses : ['-'];
  return (
    <>
      <Typography.Title level={2}>{t('courses.titleMine')}</Typography.Title>
      <ResourceTable declaration={{ ...COURSES.table, tableId: 'my-programs' }} permanentFilters={[{ field: 'id', operator: 'in', value: ids }]} />
    </>
  );
};
