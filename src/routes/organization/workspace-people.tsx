import { Suspense, useMemo, useState } from 'react';

import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import UserDeleteOutlined from '@ant-design/icons-svg/es/asn/UserDeleteOutlined';
import { planAllows } from '@shared/plans';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import { lazyAntd, useOpenedOnce } from '@/components/antd-scope/lazy-antd';
import { ConfirmButton } from '@/components/confirm/confirm-button';
import { PlainButton } from '@/components/plain/plain-button';
import { ResourceTable } from '@/components/resource/resource-table';
import { RemoveWorkspacePersonDocument, SetWorkspacePeopleDisabledDocument } from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';
import type { OrganizationUser } from '@/graphql/schema.types';
import { ORGANIZATION_USERS } from '@/resources/organization-users/resource';

import { useRunAction } from './use-run-action';
import type { WorkspaceDetails } from './workspace-sections';

// antd's dialogs, loaded (with antd) the first time one opens: the table itself needs no antd.
const PersonRolesDialog = lazyAntd(async () => (await import('./person-roles-dialog')).PersonRolesDialog);
const TypeToDeleteDialog = lazyAntd(async () => (await import('@/components/confirm/type-to-delete-dialog')).TypeToDeleteDialog);

const RESOURCE = 'organizationUsers';

const nameOf = (row: OrganizationUser): string => row.fullName || row.email;

/**
 * The workspace's people. Managers enable or disable them (one or the selected rows) and remove
 * them from the workspace, which needs the word delete typed. Its own user attributes, where the plan
 * has them, let filters combine.
 */
type Props = {
  organizationId: string;
  /** Null while it loads (the table needs only the id). */
  workspace: WorkspaceDetails | null;
  manager: boolean;
};

export const WorkspacePeople = ({ organizationId, workspace, manager }: Props) => {
  const { t } = useTranslation('workspace');
  const runAction = useRunAction();
  const [removing, setRemoving] = useState<OrganizationUser | null>(null);
  const [editingRoles, setEditingRoles] = useState<OrganizationUser | null>(null);
  const rolesOpened = useOpenedOnce(editingRoles !== null);
  const removeOpened = useOpenedOnce(removing !== null);
  const permanentFilters = useMemo(() => [{ field: 'organizationId', operator: 'eq' as const, value: organizationId }], [organizationId]);

  const setDisabled = (rows: OrganizationUser[], disabled: boolean) =>
    runAction({
      resource: RESOURCE,
      success: t(disabled ? 'people.disabled' : 'people.enabled', { count: rows.length }),
      action: () =>
        runOperation(SetWorkspacePeopleDisabledDocument, {
          organizationId,
          userIds: rows.map((row) => row.userId),
          disabled,
        }),
    });

  const remove = async (row: OrganizationUser) => {
    await runAction({
      resource: RESOURCE,
      success: t('people.removed', { name: nameOf(row) }),
      action: () =>
        runOperation(RemoveWorkspacePersonDocument, {
          organizationId,
          userId: row.userId,
        }),
    });
  };

  const rowActions = (row: OrganizationUser) => (
    <div className="plain-row">
      <ConfirmButton
        size="small"
        icon={row.isDisabled ? <PlainIcon definition={CheckCircleOutlined} aria-hidden /> : <PlainIcon definition={StopOutlined} aria-hidden />}
        question={t(row.isDisabled ? 'people.enableQuestion' : 'people.disableQuestion', { name: nameOf(row) })}
        onConfirm={() => setDisabled([row], !row.isDisabled)}
        data-testid={`person-toggle-${row.userId}`}
      >
        {t(row.isDisabled ? 'people.enable' : 'people.disable')}
      </ConfirmButton>
      <PlainButton
        size="small"
        icon={<PlainIcon definition={SafetyOutlined} aria-hidden />}
        onClick={() => setEditingRoles(row)}
        data-testid={`person-roles-${row.userId}`}
      >
        {t('roles.button')}
      </PlainButton>
      <PlainButton
        size="small"
        danger
        icon={<PlainIcon definition={UserDeleteOutlined} aria-hidden />}
        onClick={() => setRemoving(row)}
        data-testid={`person-remove-${row.userId}`}
      >
        {t('people.remove')}
      </PlainButton>
    </div>
  );

  const bulkActions = (selected: OrganizationUser[], clear: () => void) => (
    <div className="plain-row" data-testid="people-bulk-actions">
      <ConfirmButton
        icon={<PlainIcon definition={CheckCircleOutlined} aria-hidden />}
        question={t('people.enableSelectedQuestion', { count: selected.length })}
        onConfirm={async () => {
          if (await setDisabled(selected, false)) clear();
        }}
      >
        {t('people.enableSelected', { count: selected.length })}
      </ConfirmButton>
      <ConfirmButton
        icon={<PlainIcon definition={StopOutlined} aria-hidden />}
        question={t('people.disableSelectedQuestion', { count: selected.length })}
        onConfirm={async () => {
          if (await setDisabled(selected, true)) clear();
        }}
      >
        {t('people.disableSelected', { count: selected.length })}
      </ConfirmButton>
    </div>
  );

  return (
    <>
      <ResourceTable
        declaration={ORGANIZATION_USERS.table}
        permanentFilters={permanentFilters}
        allowSeveralFilters={!!workspace && workspace.externalUserAttributes.length > 0 && planAllows(workspace, 'externalUserAttributes')}
        actionColumn={manager ? rowActions : undefined}
        selectionActions={manager ? bulkActions : undefined}
      />
      {rolesOpened && (
        <Suspense fallback={null}>
          <PersonRolesDialog organizationId={organizationId} person={editingRoles} onClose={() => setEditingRoles(null)} />
        </Suspense>
      )}
      {removeOpened && (
        <Suspense fallback={null}>
          <TypeToDeleteDialog
            open={!!removing}
            title={t('people.removeTitle')}
            body={removing ? t('people.removeBody', { name: nameOf(removing), email: removing.email, workspace: workspace?.name ?? '' }) : ''}
            onClose={() => setRemoving(null)}
            onConfirm={async () => {
              if (removing) await remove(removing);
            }}
          />
        </Suspense>
      )}
    </>
  );
};
