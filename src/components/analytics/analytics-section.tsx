import { Suspense, useId, useState } from 'react';

import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { useGetIdentity } from '@refinedev/core';
import { ENGAGEMENT_GATES, passesGate, RoleScope } from '@shared/roles';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import { lazyPart } from '@/components/lazy-part/lazy-part';
import { PlainSkeleton } from '@/components/plain/plain-skeleton';
import type { EngagementSubjectInput } from '@/graphql/schema.types';
import type { CurrentUser } from '@/providers/auth/current-user';

import './analytics-section.css';

// Loaded only when the section is opened; it is plain (no antd) and fetches Chart.js after its figures.
const AnalyticsPanel = lazyPart(async () => (await import('./analytics-panel')).default);

/**
 * A program's or a learner's analytics, folded on its page until opened, for those the server
 * lets read them (ENGAGEMENT_GATES mirrors its rule). antd's Collapse drawn without antd: the
 * pages it sits on load antd only when it is opened.
 */
export const AnalyticsSection = ({ level, subject, fileName }: { level: keyof typeof ENGAGEMENT_GATES; subject: EngagementSubjectInput; fileName: string }) => {
  const { t } = useTranslation('workspace');
  const { data: user } = useGetIdentity<CurrentUser>();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const scope: RoleScope = {
    organizationId: subject.organizationId ?? undefined,
    companyId: subject.companyId ?? undefined,
    courseId: subject.courseId ?? undefined,
  };
  if (!passesGate(user, ENGAGEMENT_GATES[level], scope)) return null;
  return (
    <section className="analytics-section" data-testid="analytics-section">
      <h2>
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <PlainIcon definition={RightOutlined} aria-hidden className="analytics-section-arrow" />
          {t('analytics.title')}
        </button>
      </h2>
      <div id={panelId} hidden={!open}>
        {open ? (
          <Suspense fallback={<PlainSkeleton />}>
            <AnalyticsPanel subject={subject} fileName={fileName} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
};
