import { Suspense } from 'react';

import { DISTRIBUTION_GATE, passesGate } from '@shared/roles';
import { useGetIdentity, useOne } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ResourceShow } from '@/components/resource/resource-show';
import type { Course } from '@/graphql/schema.types';
import { CompanyProgramsListDocument } from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';
import { operationMeta } from '@/resources/declaration';
import { COURSES } from '@/resources/courses/resource';
import { PageBreadcrumb } from '@/components/page-breadcrumb/page-breadcrumb';
import type { CurrentUser } from '@/providers/auth/current-user';

import { AnalyticsSection } from '@/components/analytics/analytics-section';

import { SessionsTable } from './sessions-table';
import { PageTitle } from '@/components/page-title/page-title';
import { lazyAntd } from '@/components/antd-scope/lazy-antd';
import { lazyPart } from '@/components/lazy-part/lazy-part';
import { HoldSectionsBelow, PlainSections } from '@/components/plain/plain-sections';
import { PlainSkeleton } from '@/components/plain/plain-skeleton';

const NotFoundPage = lazyAntd(async () => (await import('@/components/feedback/not-found-page')).NotFoundPage);
// Distributing is loaded beside the page for those who distribute, so the program's details and
// sessions show without waiting for it; it is plain elements, and antd comes only with its
// settings dialog (distribution-section.tsx).
const DistributionSection = lazyPart(async () => (await import('./distribution/distribution-section')).DistributionSection);

/**
 * /organization/{organizationId}/program/{courseId} and its group variant
 * /organization/{organizationId}/company/{companyId}/program/{courseId}: a program and its sessions.
 */
export const ProgramPage = () => {
  const { t } = useTranslation('group');
  const { organizationId = '', companyId, courseId = '' } = useParams();
  // The record ResourceShow reads (shared cache): the title and the sessions count.
  const { result: program, query } = useOne<Course>({
    resource: 'courses',
    id: courseId,
    meta: operationMeta(COURSES.show.document, COURSES.show.selection),
    errorNotification: false,
  });
  // In a group's place the program must be one of the group's (distributed or scheduled there):
  // any other program, or a group the reader cannot see, is not found (issue 29).
  const inGroup = useQuery({
    queryKey: ['group-program-link', companyId, courseId],
    enabled: !!companyId,
    queryFn: () => runOperation(CompanyProgramsListDocument, { filter: { companyId: { eq: companyId }, courseId: { eq: courseId } }, paging: { limit: 1 } }),
  });
  const title = program?.title ?? t('program.title');
  const { data: user } = useGetIdentity<CurrentUser>();
  // Distributing happens on the workspace's program page, not inside one group's.
  const distributes = !companyId && !!organizationId && passesGate(user, DISTRIBUTION_GATE, { organizationId, courseId });
  if (companyId && inGroup.data?.companyPrograms.totalCount === 0)
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );

  return (
    // The distribution's groups and the sessions grow by their rows: what is under them waits for them (PlainSections).
    <PlainSections data-testid="program-page">
      <PageBreadcrumb organizationId={organizationId} companyId={companyId} current={title} />
      <PageTitle style={{ margin: 0 }} data-testid="program-title">
        {title}
      </PageTitle>
      <ResourceShow declaration={COURSES.show} id={courseId} title={t('program.details')} />
      {distributes && !query.isError ? (
        <Suspense
          fallback={
            <>
              <PlainSkeleton rows={4} />
              <HoldSectionsBelow />
            </>
          }
        >
          <DistributionSection organizationId={organizationId} courseId={courseId} />
        </Suspense>
      ) : null}
      {query.isError ? null : <SessionsTable courseId={courseId} chaptersCount={program?.chaptersCount} />}
      {query.isError ? null : <AnalyticsSection level="program" subject={{ organizationId, companyId, courseId }} fileName={courseId} />}
    </PlainSections>
  );
};
