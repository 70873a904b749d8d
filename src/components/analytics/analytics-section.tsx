import { Suspense } from 'react';

import { useGetIdentity } from '@refinedev/core';
import { ENGAGEMENT_GATES, passesGate, RoleScope } from '@shared/roles';
import { Collapse, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

import type { EngagementSubjectInput } from '@/graphql/schema.types';
import type { CurrentUser } from '@/providers/auth/current-user';
import { lazyPart } from '@/components/lazy-part/lazy-part';

// Loaded (with the charting library) only when the section is opened.
const AnalyticsPanel = lazyPart(async () => (await import('./analytics-panel')).default);

/**
 * A program's or a learner's analytics, folded on its page until opened, for those the server
 * lets read them (ENGAGEMENT_GATES mirrors its rule).
 */
export const AnalyticsSection = ({ level, subject, fileName }: { level: keyof typeof ENGAGEMENT_GATES; subject: EngagementSubjectInput; fileName: string }) => {
  const { t } = useTranslation('workspace');
  const { data: user } = useGetIdentity<CurrentUser>();
  const scope: RoleScope = {
    organizationId: subject.organizationId ?? undefined,
    companyId: subject.companyId ?? undefined,
    courseId: subject.courseId ?? undefined,
  };
  if (!passesGate(user, ENGAGEMENT_GATES[level], scope)) return null;
  return (
    <Collapse
      data-testid="analytics-section"
      items={[
        {
          key: 'analytics',
          label: t('analytics.title'),
          children: (
            <Suspense fallback={<Skeleton active />}>
              <AnalyticsPanel subject={subject} fileName={fileName} />
            </Suspense>
          ),
        },
      ]}
    />
  );
};
