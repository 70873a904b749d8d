import { Suspense, useMemo, useState } from 'react';

import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import { useDelete, useUpdate } from '@refinedev/core';
import { canAddGroups, canDeleteGroup, canEnableGroup } from '@shared/group-rules';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import { lazyAntd, useOpenedOnce } from '@/components/antd-scope/lazy-antd';
import { ConfirmButton } from '@/components/confirm/confirm-button';
import { PlainButton } from '@/components/plain/plain-button';
import { PlainTooltip } from '@/components/plain/plain-tooltip';
import { ResourceTable } from '@/components/resource/resource-table';
import { useErrorNotification } from '@/errors/use-error-toast';
import type { Company } from '@/graphql/schema.types';
import { DeleteWorkspaceGroupDocument, SetWorkspaceGroupDisabledDocument } from '@/graphql/types';
import { COMPANIES } from '@/resources/companies/resource';

import type { WorkspaceDetails } from './workspace-sections';

// antd's form dialog, loaded (with antd) the first time it opens: the table itself needs no antd.
const NewGroupModal = lazyAntd(async () => (await import('./new-group-modal')).NewGroupModal);

/**
 * #groups: the workspace's groups (each linking to its page, with the CSV export). Managers add
 * groups, enable or disable them and delete them, within the group-edit rules of spec 02 §5.
 */
export const GroupsSection = ({ workspace, manager }: { workspace: WorkspaceDetails; manager: boolean }) => {
  const { t } = useTranslation('workspace');
  const [creating, setCreating] = useState(false);
  const createOpened = useOpenedOnce(creating);
  const { mutateAsync: update } = useUpdate();
  const { mutateAsync: remove } = useDelete();
  const permanentFilters = useMemo(() => [{ field: 'organizationId', operator: 'eq' as const, value: workspace.id }], [workspace.id]);
  const onError = useErrorNotification();
  const addAllowed = canAddGroups(workspace);
  const enableAllowed = canEnableGroup(workspace);

  // Refine has already shown the server's refusal; the row stays as it was.
  const ignore = () => undefined;

  const setDisabled = (row: Company, disabled: boolean) =>
    update({
      resource: 'companies',
      id: row.id,
      values: { disabled },
      mutationMode: 'pessimistic',
      meta: { gqlMutation: SetWorkspaceGroupDisabledDocument },
      successNotification: () => ({ type: 'success', message: t(disabled ? 'groups.disabled' : 'groups.enabled', { name: row.name }), key: `group-${row.id}` }),
      errorNotification: onError,
    }).catch(ignore);

  const deleteGroup = (row: Company) =>
    remove({
      resource: 'companies',
      id: row.id,
      mutationMode: 'pessimistic',
      meta: { gqlMutation: DeleteWorkspaceGroupDocument },
      successNotification: () => ({ type: 'success', message: t('groups.deleted', { name: row.name }), key: `group-${row.id}` }),
      errorNotification: onError,
    }).catch(ignore);

  const toggle = (row: Company) => {
    if (!row.disabled) {
      return (
        <ConfirmButton
          size="small"
          icon={<PlainIcon definition={StopOutlined} aria-hidden />}
          question={t('groups.disableQuestion', { name: row.name })}
          onConfirm={() => setDisabled(row, true)}
          data-testid={`group-toggle-${row.id}`}
        >
          {t('groups.disable')}
        </ConfirmButton>
      );
    }
    const button = (describedBy?: string) => (
      <ConfirmButton
        size="small"
        icon={<PlainIcon definition={CheckCircleOutlined} aria-hidden />}
        disabled={!enableAllowed}
        question={t('groups.enableQuestion', { name: row.name })}
        onConfirm={() => setDisabled(row, false)}
        aria-describedby={describedBy}
        data-testid={`group-toggle-${row.id}`}
      >
        {t('groups.enable')}
      </ConfirmButton>
    );
    return <PlainTooltip title={enableAllowed ? undefined : t('rules.workspaceDisabled')}>{button}</PlainTooltip>;
  };

  const rowActions = (row: Company) => (
    <div className="plain-row">
      {toggle(row)}
      {canDeleteGroup(row) && (
        <ConfirmButton
          size="small"
          danger
          icon={<PlainIcon definition={DeleteOutlined} aria-hidden />}
          question={t('groups.deleteQuestion', { name: row.name })}
          onConfirm={() => deleteGroup(row)}
          data-testid={`group-delete-${row.id}`}
        >
          {t('groups.delete')}
        </ConfirmButton>
      )}
    </div>
  );

  const newGroupButton = (describedBy?: string) => (
    <PlainButton
      variant="primary"
      icon={<PlainIcon definition={PlusOutlined} aria-hidden />}
      disabled={!addAllowed}
      onClick={() => setCreating(true)}
      aria-describedby={describedBy}
      data-testid="new-group"
    >
      {t('groups.new')}
    </PlainButton>
  );

  return (
    <>
      <ResourceTable
        declaration={COMPANIES.table}
        permanentFilters={permanentFilters}
        omitColumns={['organizationName']}
        actionColumn={manager ? rowActions : undefined}
        toolbar={manager ? <PlainTooltip title={addAllowed ? undefined : t('rules.noNewGroups')}>{newGroupButton}</PlainTooltip> : undefined}
      />
      {manager && createOpened && (
        <Suspense fallback={null}>
          <NewGroupModal organizationId={workspace.id} open={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
};
