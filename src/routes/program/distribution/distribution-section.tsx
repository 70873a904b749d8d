import { useCallback, useMemo, useState } from 'react';

import { DistributionSettings, toggleLocked } from '@shared/distribution-rules';
import { courseToggleRefusal } from '@shared/group-rules';
import { useInvalidate, useList } from '@refinedev/core';
import type { CrudFilter } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Radio, Space, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

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
import { useWorkspaces } from '@/providers/workspace/workspace-context';
import { COMPANIES } from '@/resources/companies/resource';

import { DistributionMode, emptySelection, hasChanges, isOn, pendingCounts, toggle } from './distribution-selection';
import { SettingsDialog } from './settings-dialog';
import { useRefreshAfterSave } from './use-refresh-after-save';

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

/** A program's groups in a workspace, each with a toggle: distribute, schedule, remove (spec 02 §2, §4). */
export const DistributionSection = ({ organizationId, courseId }: Props) => {
  const { t } = useTranslation('group');
  const { modal, message } = App.useApp();
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
    void message.success({ content: t('distribution.success'), duration: SUCCESS_SECONDS });
    refresh.start(before);
    refreshLists();
  };

  const onSave = () => {
    if (counts.add > 0) {
      setDialogOpen(true);
      return;
    }
    modal.confirm({
      title: t('distribution.confirm'),
      okText: t('distribution.continue'),
      cancelText: t('distribution.cancel'),
      okButtonProps: { 'data-testid': 'distribution-confirm-ok' },
      onOk: () => save(null),
    });
  };

  const expiredTooltip = t('distribution.expired');
  const toggleFor = (row: Company) => {
    const label = scheduledBy.has(row.id) ? 'scheduled' : distributedIds.has(row.id) ? 'active' : null;
    const locked = workspace ? toggleLocked(workspace, { distributed: distributedIds.has(row.id), scheduled: scheduledBy.has(row.id) }) : false;
    const refusal = courseToggleRefusal({ ...row, tags: row.tags ?? [] });
    const start = scheduledBy.get(row.id)?.futureDistribution;
    return (
      <Space size="middle">
        {label ? (
          <Tooltip title={start ? t('distribution.startsAt', { date: format.dateTime(start), zone: timeZone }) : undefined}>
            <span data-testid={`distribution-label-${row.id}`}>
              <StatusChip status={label} />
            </span>
          </Tooltip>
        ) : null}
        <Tooltip title={locked ? expiredTooltip : refusal ? t(`programs.locked`) : undefined}>
          <span data-testid={`distribution-toggle-wrap-${row.id}`}>
            <Switch
              size="small"
              checked={isOn(selection, row.id, standing)}
              disabled={locked || !!refusal || refresh.refreshing}
              onChange={(on) => setSelection(toggle(selection, row.id, on, standing))}
              aria-label={t('distribution.toggle', { name: row.name })}
              data-testid={`distribution-toggle-${row.id}`}
            />
          </span>
        </Tooltip>
      </Space>
    );
  };

  const permanentFilters = useMemo((): CrudFilter[] => [{ field: 'organizationId', operator: 'eq', value: organizationId }], [organizationId]);
  const noGroups =
    !distributed.query.isLoading && facts.isSuccess && !program?.availableToOrganizations.includes(organizationId) && !program?.availableToCompanies.length;

  return (
    <section data-testid="distribution-section">
      <Card title={t('distribution.title')}>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {noGroups ? <Alert type="info" showIcon message={t('distribution.noGroups')} data-testid="distribution-no-groups" /> : null}
          <Radio.Group
            value={selection.mode}
            onChange={(event) => switchMode(event.target.value as DistributionMode)}
            disabled={refresh.refreshing}
            optionType="button"
            options={[
              { value: 'oneByOne', label: t('distribution.oneByOne') },
              { value: 'selectAll', label: t('distribution.selectAll') },
            ]}
            data-testid="distribution-mode"
          />
          {hasChanges(counts) ? (
            <Alert type="warning" showIcon message={t('distribution.pending', { add: counts.add, remove: counts.remove })} data-testid="distribution-pending" />
          ) : null}
          {refresh.refreshing ? <Alert type="info" showIcon message={t('distribution.visibleSoon')} data-testid="distribution-visible-soon" /> : null}
          <ResourceTable
            declaration={COMPANIES.table}
            permanentFilters={permanentFilters}
            omitColumns={['organizationName', 'createdAt', 'disabled']}
            workspaceId={organizationId}
            onSearchChange={setSearch}
            actionColumn={toggleFor}
            toolbar={
              <Button type="primary" disabled={!hasChanges(counts) || refresh.refreshing} onClick={onSave} data-testid="distribution-save">
                {t('distribution.save')}
              </Button>
            }
          />
        </Space>
        {program ? (
          <SettingsDialog
            open={dialogOpen}
            program={program}
            groups={counts.add}
            timeZone={timeZone}
            onCancel={() => setDialogOpen(false)}
            onConfirmed={save}
          />
        ) : null}
      </Card>
    </section>
  );
};
