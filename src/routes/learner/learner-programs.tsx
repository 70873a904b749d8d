import { useMemo } from 'react';

import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

import { PlainCard } from '@/components/plain/plain-card';
import { ResourceTable } from '@/components/resource/resource-table';
import { LEARNER_PROGRAMS } from '@/resources/learner-programs/resource';

/**
 * The learner's progress in each program of their groups in this workspace: current session,
 * completed sessions and actions, minutes, the assessment's state and the certificate (the
 * declared learnerPrograms list; the server decides who reads it).
 */
export const LearnerPrograms = ({ organizationId, userId }: { organizationId: string; userId: string }) => {
  const { t } = useTranslation('resources');
  const permanentFilters = useMemo(
    (): CrudFilter[] => [
      { field: 'organizationId', operator: 'eq', value: organizationId },
      { field: 'userId', operator: 'eq', value: userId },
    ],
    [organizationId, userId],
  );
  return (
    <PlainCard title={t('learnerPrograms.title')} data-testid="learner-programs">
      <ResourceTable declaration={LEARNER_PROGRAMS.table} permanentFilters={permanentFilters} />
    </PlainCard>
  );
};
