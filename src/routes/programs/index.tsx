import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/resource/resource-table';
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

/** The server's 'editable' filter: the programs the signed-in user may edit (edits, or manages the owner). */
const MINE = [{ field: 'editable', operator: 'eq' as const, value: true }];

/** /curator/programs: the programs the user edits, or whose workspace they manage. */
export const CuratorProgramsPage = () => {
  const { t } = useTranslation('resources');
  return (
    <>
      <PageTitle>{t('courses.titleMine')}</PageTitle>
      <ResourceTable declaration={{ ...COURSES.table, tableId: 'my-programs' }} permanentFilters={MINE} />
    </>
  );
};
