import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ResourceForm } from '@/components/resource/resource-form';
import { ResourceShow } from '@/components/resource/resource-show';
import { COURSES } from '@/resources/courses/resource';
import { PageTitle } from '@/components/page-title/page-title';

/** /program/{courseId}/status: a curator's program, its status and whether it is published. */
export const ProgramStatusPage = () => {
  const { t } = useTranslation('resources');
  const { courseId = '' } = useParams();
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <PageTitle>{t('courses.statusTitle')}</PageTitle>
      <ResourceForm declaration={COURSES.form} id={courseId} />
      <ResourceShow declaration={COURSES.show} id={courseId} />
    </Space>
  );
};
