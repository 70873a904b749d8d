import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { useOne } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { PlainIcon } from '@/components/plain/plain-icon';
import { PlainSections } from '@/components/plain/plain-sections';
import { ResourceShow } from '@/components/resource/resource-show';
import type { User } from '@/graphql/schema.types';
import { operationMeta } from '@/resources/declaration';
import { USERS } from '@/resources/users/resource';
import { PageBreadcrumb } from '@/components/page-breadcrumb/page-breadcrumb';
import { buildPath } from '@/routes/route-table';

import { AnalyticsSection } from '@/components/analytics/analytics-section';

import { LearnerGroups } from './learner-groups';
import { LearnerJoined } from './learner-joined';
import { PageTitle } from '@/components/page-title/page-title';
import { LearnerPrograms } from './learner-programs';

import '@/components/plain/plain-parts.css';

/**
 * /organization/{organizationId}/users/{userId}, and the same under a group
 * (/organization/{organizationId}/company/{companyId}/users/{userId}): a person and their groups.
 */
export const LearnerPage = () => {
  const { t } = useTranslation('group');
  const { organizationId = '', companyId, userId = '' } = useParams();
  // The same record ResourceShow reads: the name for the title, the e-mail for the CSV file name.
  const { result: person } = useOne<User>({
    resource: 'users',
    id: userId,
    meta: operationMeta(USERS.show.document, USERS.show.selection),
    errorNotification: false,
  });
  const name = person?.fullName || person?.email || t('learner.title');

  return (
    // The groups table grows by its rows: what is under it waits for them (PlainSections).
    <PlainSections data-testid="learner-page">
      <PageBreadcrumb organizationId={organizationId} companyId={companyId} current={name} />
      <div className="plain-row" data-justify="between">
        <PageTitle style={{ margin: 0 }} data-testid="learner-name">
          {name}
        </PageTitle>
        {companyId ? (
          <Link to={buildPath('company', { organizationId, companyId })} data-testid="back-to-group">
            <PlainIcon definition={ArrowLeftOutlined} aria-hidden /> {t('learner.backToGroup')}
          </Link>
        ) : null}
      </div>
      <LearnerJoined organizationId={organizationId} userId={userId} />
      <ResourceShow declaration={USERS.show} id={userId} title={t('learner.profile')} />
      <LearnerGroups organizationId={organizationId} userId={userId} email={person?.email ?? ''} />
      <LearnerPrograms organizationId={organizationId} userId={userId} />
      <AnalyticsSection level="learner" subject={{ organizationId, userId }} fileName={person?.email || userId} />
    </PlainSections>
  );
};
