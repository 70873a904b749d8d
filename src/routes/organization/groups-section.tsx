import { useMemo, useState } from 'react';

import { CheckCircleOutlined, DeleteOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { useDelete, useUpdate } from '@refinedev/core';
import { canAddGroups, canDeleteGroup, canEnableGroup } from '@shared/group-rules';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

import { ConfirmButton } from '@/components/confirm/confirm-button';
import { ResourceTable } from '@/components/resource/resource-table';
import { useErrorNotification } from '@/errors/use-error-toast';
import type { Company } from '@/graphql/schema.types';
import { DeleteWorkspaceGroupDocument, SetWorkspaceGroupDisabledDocument } from '@/graphql/types';
import { COMPANIES } from '@/resources/companies/resource';

import { NewGroupModal } from './new-group-modal';
import type { WorkspaceDetails } from './workspace-sections';

/**
 * #groups: the workspace's groups (each linking to its page, with the CSV export). Managers add
 * groups, enable or disable them and delete them, within the group-edit rules of spec 02 §5.
 */
export const GroupsSection = ({ workspace, manager }: { workspace: WorkspaceDetails; manager: boolean }) => {
  const { t } = useTranslation('workspace');
  const [creating, setCreating] = useState(false);
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
          icon={<StopOutlined aria-hidden />}
          question={t('groups.disableQuestion', { name: row.name })}
          onConfirm={() => setDisabled(row, true)}
          data-testid={`group-toggle-${row.id}`}
        >
          {t('groups.disable')}
        </ConfirmButton>
      );
    }
    const button = (
      <ConfirmButton
        size="small"
        icon={<CheckCircleOutlined aria-hidden />}
        disabled={!enableAllowed}
        question={t('groups.enableQuestion', { name: row.name })}
        onConfirm={() => setDisabled(row, false)}
        data-testid={`group-toggle-${row.id}`}
      >
        {t('groups.enable')}
      </ConfirmButton>
    );
    return enableAllowed ? button : <Tooltip title={t('rules.workspaceDisabled')}>{button}</Tooltip>;
  };

  const rowActions = (row: Company) => (
    <Space size="small">
      {toggle(row)}
      {canDeleteGroup(row) && (
        <ConfirmButton
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          question={t('groups.deleteQuestion', { name: row.name })}
          onConfirm={() => deleteGroup(row)}
          data-testid={`group-delete-${row.id}`}
        >
          {t('groups.delete')}
        </ConfirmButton>
      )}
    </Space>
  );

  const newGroupButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={!addAllowed} onClick={() => setCreating(true)} data-testid="new-group">
      {t('groups.new')}
    </Button>
  );

  return (
    <>
      <ResourceTable
        declaration={COMPANIES.table}
        permanentFilters={permanentFilters}
        omitColumns={['organizationName']}
        actionColumn={manager ? rowActions : undefined}
        toolbar={manager ? addAllowed ? newGroupButton : <Tooltip title={t('rules.noNewGroups')}>{newGroupButton}</Tooltip> : undefined}
      />
      {manager && <NewGroupModal organizationId={workspace.id} open={creating} onClose={() => setCreating(false)} />}
    </>
  );
};
