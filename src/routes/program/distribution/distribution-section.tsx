import { Suspense, useCallback, useMemo, useState } from 'react';

import { DistributionSettings, toggleLocked } from '@shared/distribution-rules';
import { courseToggleRefusal } from '@shared/group-rules';
import { useInvalidate, useList } from '@refinedev/core';
import type { CrudFilter } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { lazyAntd, useOpenedOnce } from '@/components/antd-scope/lazy-antd';
import { ConfirmButton } from '@/components/confirm/confirm-button';
import { PlainAlert } from '@/components/plain/plain-alert';
import { PlainButton } from '@/components/plain/plain-button';
import { PlainCard } from '@/components/plain/plain-card';
import { PlainSegmented } from '@/components/plain/plain-segmented';
import { PlainSwitch } from '@/components/plain/plain-switch';
import { PlainTooltip } from '@/components/plain/plain-tooltip';
import { ResourceTable } from '@/components/resource/resource-table';
import { StatusChip } from '@/components/resource/table-cells';
import { useErrorToast } from '@/errors/use-error-toast';
import type { Company } from '@/graphql/schema.types';
import {
  DistributeProgramDocument,
  DistributionCandidatesDocument,
  DistributionWorkspaceZoneDocument,
  ProgramDistributedGroupsDocument,
  ProgramDistributionFactsDocument,
  ProgramScheduledGroupsDocument,
} from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';
import { useFormatting } from '@/providers/formatting';
import { showToast } from '@/providers/toasts/toast-store';
import { useWorkspaces } from '@/providers/workspace/workspace-context';
import { COMPANIES } from '@/resources/companies/resource';

import { DistributionMode, emptySelection, hasChanges, isOn, pendingCounts, toggle } from './distribution-selection';
import { useRefreshAfterSave } from './use-refresh-after-save';

// The settings form (antd's Form and date pickers) is the section's only antd: fetched when it first opens.
const SettingsDialog = lazyAntd(async () => (await import('./settings-dialog')).SettingsDialog);

const ALL = { currentPage: 1, pageSize: 1000, mode: 'server' } as const;
/** The spec's success toast stays 2 s (spec 02 §7). */
const SUCCESS_SECONDS = 2;

type Props = { organizationId: string; courseId: string };

const isoOf = (value: string | number | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The mutation's settings: dates as UTC ISO texts. */
const paramsOf = (settings: DistributionSettings) => ({
  ...settings,
  futureDistribution: isoOf(settings.futureDistribution),
  absoluteDeadline: isoOf(settings.absoluteDeadline),
  dueDate: isoOf(settings.dueDate),
});

/**
 * A program's groups in a workspace, each with a toggle: distribute, schedule, remove (spec 02 §2, §4).
 * Drawn without antd (issue 31): antd arrives with the settings dialog, when there are groups to add.
 */
export const DistributionSection = ({ organizationId, courseId }: Props) => {
  const { t } = useTranslation('group');
  const showError = useErrorToast();
  const invalidate = useInvalidate();
  const workspace = useWorkspaces().workspaces.find((item) => item.id === organizationId) ?? null;
  const facts = useQuery({
    queryKey: ['program-distribution-facts', courseId],
    queryFn: () => runOperation(ProgramDistributionFactsDocument, { id: courseId }),
  });
  const program = facts.data?.course;
  // Dates are the workspace's wall clock: its zone from the workspace list, or from a group for a curator (who reads no workspace).
  const zoneOfGroups = useQuery({
    queryKey: ['distribution-workspace-zone', organizationId],
    enabled: !workspace,
    queryFn: () => runOperation(DistributionWorkspaceZoneDocument, { filter: { organizationId: { eq: organizationId } } }),
  });
  const timeZone = workspace?.timeZone ?? zoneOfGroups.data?.companies.nodes[0]?.organizationTimeZone ?? 'UTC';
  const format = useFormatting(timeZone);
  const scope = useMemo(
    (): CrudFilter[] => [
      { field: 'courseId', operator: 'eq', value: courseId },
      { field: 'organizationId', operator: 'eq', value: organizationId },
    ],
    [courseId, organizationId],
  );
  const distributed = useList<{ id: string; companyId: string }>({
    resource: 'companyPrograms',
    filters: scope,
    pagination: ALL,
    meta: { gqlQuery: ProgramDistributedGroupsDocument },
  });
  const scheduled = useList<{ id: string; companyId: string; futureDistribution: string }>({
    resource: 'scheduledDistributions',
    filters: scope,
    pagination: ALL,
    meta: { gqlQuery: ProgramScheduledGroupsDocument },
  });
  const distributedIds = useMemo(() => new Set((distributed.result.data ?? []).map((row) => row.companyId)), [distributed.result.data]);
  const scheduledBy = useMemo(() => new Map((scheduled.result.data ?? []).map((row) => [row.companyId, row])), [scheduled.result.data]);
  const standing = useMemo(() => ({ has: (id: string) => distributedIds.has(id) || scheduledBy.has(id) }), [distributedIds, scheduledBy]);
  const signature = `${[...distributedIds].sort().join()}|${[...scheduledBy.keys()].sort().join()}`;

  const [selection, setSelection] = useState(emptySelection('oneByOne'));
  const [search, setSearch] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const dialogMounted = useOpenedOnce(dialogOpen);
  const candidates = useQuery({
    queryKey: ['distribution-candidates', organizationId, search],
    enabled: selection.mode === 'selectAll',
    queryFn: () =>
      runOperation(DistributionCandidatesDocument, {
        filter: { organizationId: { eq: organizationId }, ...(search ? { name: { iLike: `%${search}%` } } : {}) },
        paging: { limit: 1000 },
      }),
  });
  const candidateIds = useMemo(
    () => (candidates.data?.companies.nodes ?? []).filter((group) => courseToggleRefusal(group) === null).map((group) => group.id),
    [candidates.data],
  );
  const counts = pendingCounts(selection, standing, candidateIds);

  const refreshLists = useCallback(() => {
    void invalidate({ resource: 'companyPrograms', invalidates: ['list'] });
    void invalidate({ resource: 'scheduledDistributions', invalidates: ['list'] });
    void invalidate({ resource: 'companies', invalidates: ['list'] });
  }, [invalidate]);
  const refresh = useRefreshAfterSave(signature, refreshLists);

  const switchMode = (mode: DistributionMode) => setSelection(emptySelection(mode));

  const save = async (settings: DistributionSettings | null) => {
    const before = signature;
    const addTo =
      counts.add === 0
        ? null
        : selection.mode === 'selectAll'
          ? { searchText: search ?? '', excludeCompanyIds: [...selection.excluded, ...selection.removed] }
          : { onlyCompanyIds: [...selection.added] };
    try {
      await runOperation(DistributeProgramDocument, {
        input: {
          courseId,
          organizations: [{ organizationId, addTo, removeFrom: selection.removed.size ? { onlyCompanyIds: [...selection.removed] } : null }],
          distributionParams: settings ? paramsOf(settings) : null,
        },
      });
    } catch (error) {
      showError(error);
      return;
    }
    setDialogOpen(false);
    setSelection(emptySelection(selection.mode));
    showToast({ kind: 'message', type: 'success', message: t('distribution.success'), duration: SUCCESS_SECONDS });
    refresh.start(before);
    refreshLists();
  };

  const saveDisabled = !hasChanges(counts) || refresh.refreshing;
  // Groups to add: the settings dialog first (it asks for confirmation itself); only removals: the question alone.
  const saveButton =
    counts.add > 0 ? (
      <PlainButton variant="primary" disabled={saveDisabled} onClick={() => setDialogOpen(true)} data-testid="distribution-save">
        {t('distribution.save')}
      </PlainButton>
    ) : (
      <ConfirmButton
        variant="primary"
        disabled={saveDisabled}
        question={t('distribution.confirm')}
        okText={t('distribution.continue')}
        cancelText={t('distribution.cancel')}
        okTestId="distribution-confirm-ok"
        onConfirm={() => save(null)}
        data-testid="distribution-save"
      >
        {t('distribution.save')}
      </ConfirmButton>
    );

  const expiredTooltip = t('distribution.expired');
  const toggleFor = (row: Company) => {
    const label = scheduledBy.has(row.id) ? 'scheduled' : distributedIds.has(row.id) ? 'active' : null;
    const locked = workspace ? toggleLocked(workspace, { distributed: distributedIds.has(row.id), scheduled: scheduledBy.has(row.id) }) : false;
    const refusal = courseToggleRefusal({ ...row, tags: row.tags ?? [] });
    const start = scheduledBy.get(row.id)?.futureDistribution;
    const startsAt = start ? t('distribution.startsAt', { date: format.dateTime(start), zone: timeZone }) : undefined;
    return (
      <div className="plain-row" data-gap="middle">
        {label ? (
          <PlainTooltip title={startsAt}>
            {(describedBy) => (
              <span data-testid={`distribution-label-${row.id}`} aria-describedby={describedBy}>
                <StatusChip status={label} />
              </span>
            )}
          </PlainTooltip>
        ) : null}
        <PlainTooltip title={locked ? expiredTooltip : refusal ? t(`programs.locked`) : undefined}>
          {(describedBy) => (
            <span data-testid={`distribution-toggle-wrap-${row.id}`}>
              <PlainSwitch
                size="small"
                checked={isOn(selection, row.id, standing)}
                disabled={locked || !!refusal || refresh.refreshing}
                onChange={(on) => setSelection(toggle(selection, row.id, on, standing))}
                aria-label={t('distribution.toggle', { name: row.name })}
                aria-describedby={describedBy}
                data-testid={`distribution-toggle-${row.id}`}
              />
            </span>
          )}
        </PlainTooltip>
      </div>
    );
  };

  const permanentFilters = useMemo((): CrudFilter[] => [{ field: 'organizationId', operator: 'eq', value: organizationId }], [organizationId]);
  const noGroups =
    !distributed.query.isLoading && facts.isSuccess && !program?.availableToOrganizations.includes(organizationId) && !program?.availableToCompanies.length;

  return (
    <PlainCard title={t('distribution.title')} data-testid="distribution-section">
      <div className="plain-stack" data-gap="middle">
        {noGroups ? <PlainAlert type="info" message={t('distribution.noGroups')} data-testid="distribution-no-groups" /> : null}
        {/* Its own width, not the stack's. */}
        <div>
          <PlainSegmented<DistributionMode>
            value={selection.mode}
            onChange={switchMode}
            disabled={refresh.refreshing}
            options={[
              { value: 'oneByOne', label: t('distribution.oneByOne') },
              { value: 'selectAll', label: t('distribution.selectAll') },
            ]}
            aria-label={t('distribution.title')}
            data-testid="distribution-mode"
          />
        </div>
        {hasChanges(counts) ? (
          <PlainAlert type="warning" message={t('distribution.pending', { add: counts.add, remove: counts.remove })} data-testid="distribution-pending" />
        ) : null}
        {refresh.refreshing ? <PlainAlert type="info" message={t('distribution.visibleSoon')} data-testid="distribution-visible-soon" /> : null}
        <ResourceTable
          declaration={COMPANIES.table}
          permanentFilters={permanentFilters}
          omitColumns={['organizationName', 'createdAt', 'disabled']}
          workspaceId={organizationId}
          onSearchChange={setSearch}
          actionColumn={toggleFor}
          toolbar={saveButton}
        />
      </div>
      {program && dialogMounted ? (
        <Suspense fallback={null}>
          <SettingsDialog
            open={dialogOpen}
            program={program}
            groups={counts.add}
            timeZone={timeZone}
            onCancel={() => setDialogOpen(false)}
            onConfirmed={save}
          />
        </Suspense>
      ) : null}
    </PlainCard>
  );
};
