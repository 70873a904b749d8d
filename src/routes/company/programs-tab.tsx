import { useMemo, useState } from 'react';

import { useInvalidate, useNotification } from '@refinedev/core';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

import { PlainAlert } from '@/components/plain/plain-alert';
import { PlainSwitch } from '@/components/plain/plain-switch';
import { PlainTooltip } from '@/components/plain/plain-tooltip';
import { ResourceTable } from '@/components/resource/resource-table';
import { StatusChip } from '@/components/resource/table-cells';
import { useErrorToast } from '@/errors/use-error-toast';
import { SetCompanyProgramEnabledDocument } from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';
import type { CompanyProgram } from '@/graphql/schema.types';
import { COMPANY_PROGRAMS, distributionLabel } from '@/resources/company-programs/resource';

type Props = {
  companyId: string;
  /** canToggleCourses(group): false in test and public groups (spec 02 §5). */
  canToggle: boolean;
  runsGroup: boolean;
};

/** The group's programs with their distribution label and an on/off switch each. */
export const ProgramsTab = ({ companyId, canToggle, runsGroup }: Props) => {
  const { t } = useTranslation('group');
  const showError = useErrorToast();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const [saving, setSaving] = useState<string | null>(null);
  // The same array on every render: the table's query is built from it.
  const permanentFilters = useMemo((): CrudFilter[] => [{ field: 'companyId', operator: 'eq', value: companyId }], [companyId]);

  const setEnabled = async (row: CompanyProgram, enabled: boolean) => {
    setSaving(row.id);
    try {
      await runOperation(SetCompanyProgramEnabledDocument, {
        companyId,
        courseId: row.courseId,
        enabled,
      });
      open?.({ type: 'success', message: enabled ? t('programs.enabled') : t('programs.disabled'), key: `group-program-${row.id}` });
      await invalidate({ resource: 'companyPrograms', invalidates: ['list'] });
    } catch (error) {
      showError(error);
    } finally {
      setSaving(null);
    }
  };

  const locked = !canToggle || !runsGroup;
  return (
    <div className="plain-stack" data-gap="middle">
      {!canToggle ? <PlainAlert message={t('programs.locked')} data-testid="programs-locked-notice" /> : null}
      <ResourceTable
        declaration={COMPANY_PROGRAMS.table}
        permanentFilters={permanentFilters}
        actionColumn={(row) => {
          const label = distributionLabel(row);
          return (
            <div className="plain-row" data-gap="middle">
              {label ? <StatusChip status={label} /> : null}
              <PlainTooltip title={!canToggle ? t('programs.locked') : undefined}>
                {(describedBy) => (
                  <PlainSwitch
                    size="small"
                    checked={!row.disabled}
                    disabled={locked}
                    loading={saving === row.id}
                    onChange={(checked) => void setEnabled(row, checked)}
                    aria-label={t('programs.switch', { title: row.title })}
                    aria-describedby={describedBy}
                    data-testid={`program-switch-${row.courseId}`}
                  />
                )}
              </PlainTooltip>
            </div>
          );
        }}
      />
    </div>
  );
};
