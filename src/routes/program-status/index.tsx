import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { PageTitle } from '@/components/page-title/page-title';
import { PlainResourceForm } from '@/components/resource/plain-resource-form';
import { ResourceShow } from '@/components/resource/resource-show';
import { COURSES } from '@/resources/courses/resource';

import '@/components/plain/plain.css';

/**
 * /program/{courseId}/status: a curator's program, its status and whether it is published. A
 * curator with one program lands here, so it is drawn without antd (issue 31, the first download).
 */
export const ProgramStatusPage = () => {
  const { t } = useTranslation('resources');
  const { courseId = '' } = useParams();
  return (
    <div className="plain-stack">
      <PageTitle>{t('courses.statusTitle')}</PageTitle>
      <PlainResourceForm declaration={COURSES.form} id={courseId} />
      <ResourceShow declaration={COURSES.show} id={courseId} />
    </div>
  );
};
