import { useGetIdentity } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/resource/resource-table';
import { PageLoading } from '@/components/shell/shell-layout';
import type { CurrentUser } from '@/providers/auth/current-user';
import { COURSES } from '@/resources/courses/resource';
import { PageTitle } from '@/components/page-title/page-title';

/** /programs: every program (program viewers). */
export const ProgramsPage = () => {
  const { t } = useTranslation('resources');
  return (
    <>
      <PageTitle>{t('courses.titleAll')}</PageTitle>
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
      <PageTitle>{t('courses.titleMine')}</PageTitle>
      <ResourceTable declaration={{ ...COURSES.table, tableId: 'my-programs' }} permanentFilters={[{ field: 'id', operator: 'in', value: ids }]} />
    </>
  );
};
