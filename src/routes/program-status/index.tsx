import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ResourceForm } from '@/components/resource/resource-form';
import { ResourceShow } from '@/components/resource/resource-show';
import { COURSE_DETAILS_SHOW, COURSE_STATUS_FORM } from '@/resources/courses/declaration';

/** /program/{courseId}/status: a curator's program, its status and whether it is published. */
export const ProgramStatusPage = () => {
  const { t } = useTranslation('resources');
  const { courseId = '' } = useParams();
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2}>{t('courses.statusTitle')}</Typography.Title>
      <ResourceForm declaration={COURSE_STATUS_FORM} id={courseId} />
      <ResourceShow declaration={COURSE_DETAILS_SHOW} id={courseId} />
    </Space>
  );
};
