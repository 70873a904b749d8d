import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/resource/resource-table';
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

/** The server's 'editable' filter: the programs the signed-in user may edit (edits, or manages the owner). */
const MINE = [{ field: 'editable', operator: 'eq' as const, value: true }];

/** /curator/programs: the programs the user edits, or whose workspace they manage. */
export const CuratorProgramsPage = () => {
  const { t } = useTranslation('resources');
  return (
    <>
      <Typography.Title level={2}>{t('courses.titleMine')}</Typography.Title>
      <ResourceTable declaration={{ ...COURSES.table, tableId: 'my-programs' }} permanentFilters={MINE} />
    </>
  );
};
