import { useEffect, useState } from 'react';

import { useGetIdentity } from '@refinedev/core';
import { WORKSPACE_ROLES } from '@shared/group-rules';
import { creatorLicenceRefusal, workspaceGrantRefusal } from '@shared/role-grants';
import { Button, Modal, Space, Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { ReferenceSelect } from '@/components/resource/reference-select';
import type { OrganizationUser } from '@/graphql/schema.types';
import { SetWorkspacePersonRoleDocument, WorkspaceCreatorLicencesDocument } from '@/graphql/types';
import type { CurrentUser } from '@/providers/auth/current-user';
import { runOperation } from '@/providers/data/graphql-operation';

import { useRunAction } from './use-run-action';

/** The roles held in the workspace itself, switched on and off; an agent's is given per group below. */
const SWITCHED_ROLES = WORKSPACE_ROLES.filter((role) => role !== 'agent');

const GROUPS = { resource: 'companies', relation: 'company', labelField: 'name', workspaceField: 'organizationId' } as const;

type Props = { organizationId: string; person: OrganizationUser | null; onClose: () => void };

/** How many Creator licences the workspace's people hold, read again after each change here. */
const useCreatorLicences = (organizationId: string, open: boolean, held: readonly string[]): number | null => {
  const [count, setCount] = useState<number | null>(null);
  const heldKey = held.join(' ');
  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    runOperation(WorkspaceCreatorLicencesDocument, { organizationId }).then(
      (result) => current && setCount(result.workspaceCreatorLicences),
      (error: unknown) => {
        // The count is a hint beside the switches; the dialog works without it.
        console.error('The Creator licence count could not be read', error);
        if (current) setCount(null);
      },
    );
    return () => {
      current = false;
    };
  }, [organizationId, open, heldKey]);
  return count;
};

/**
 * A person's roles in the workspace (issue 29): admin, billing manager (one per workspace), creator,
 * curator and partner as switches, and agent of a chosen group. Only the changes the server's grant
 * rules (shared/role-grants.ts) accept are offered: an admin needs a Creator licence, whose count
 * the dialog shows; the server checks them again and records each in the audit log.
 */
export const PersonRolesDialog = ({ organizationId, person, onClose }: Props) => {
  const { t } = useTranslation('workspace');
  const { t: tr } = useTranslation('resources');
  const { data: actor } = useGetIdentity<CurrentUser>();
  const runAction = useRunAction();
  const [roles, setRoles] = useState<string[] | null>(null);
  const [groupId, setGroupId] = useState<string | null>(null);
  const held = roles ?? person?.roles ?? [];
  const name = person ? person.fullName || person.email : '';
  const licences = useCreatorLicences(organizationId, !!person, held);

  const refusal = (role: string, enabled: boolean): string | null => {
    if (!actor || !person) return 'notAllowed';
    const licence = creatorLicenceRefusal({ role, enabled }, held);
    return (
      workspaceGrantRefusal(actor, { role, organizationId, userId: person.userId, enabled }) ?? (licence ? t(`validation.${licence}`, { ns: 'common' }) : null)
    );
  };

  const change = async (role: string, enabled: boolean, companyId?: string) => {
    if (!person) return;
    const roleName = tr(`roles.${role}`);
    await runAction({
      resource: 'organizationUsers',
      success: t(enabled ? 'roles.granted' : 'roles.revoked', { role: roleName, name }),
      action: async () => {
        const result = await runOperation(SetWorkspacePersonRoleDocument, { input: { organizationId, userId: person.userId, role, enabled, companyId } });
        setRoles(result.setWorkspaceRole);
      },
    });
  };

  return (
    <Modal
      open={!!person}
      title={t('roles.title', { name })}
      onCancel={() => {
        setRoles(null);
        setGroupId(null);
        onClose();
      }}
      footer={null}
      destroyOnHidden
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="person-roles">
        <Typography.Text type="secondary" data-testid="creator-licences">
          {t('roles.creatorLicences', { count: licences ?? 0, shown: licences === null ? '-' : licences.toLocaleString() })}
        </Typography.Text>
        {SWITCHED_ROLES.map((role) => {
          const on = held.includes(role);
          const refused = refusal(role, !on);
          return (
            <Space key={role} style={{ justifyContent: 'space-between', width: '100%' }}>
              <span id={`role-${role}`}>{tr(`roles.${role}`)}</span>
              <Tooltip title={refused ?? undefined}>
                <Switch
                  checked={on}
                  disabled={!!refused}
                  aria-labelledby={`role-${role}`}
                  onChange={(next) => change(role, next)}
                  data-testid={`role-switch-${role}`}
                />
              </Tooltip>
            </Space>
          );
        })}
        <Typography.Text strong>{t('roles.agentOf')}</Typography.Text>
        <ReferenceSelect
          reference={GROUPS}
          workspaceId={organizationId}
          value={groupId}
          onChange={setGroupId}
          aria-label={t('roles.group')}
          placeholder={t('roles.group')}
          style={{ width: '100%' }}
          data-testid="agent-group"
        />
        <Space>
          <Button disabled={!groupId || !!refusal('agent', true)} onClick={() => groupId && change('agent', true, groupId)} data-testid="agent-grant">
            {t('roles.makeAgent')}
          </Button>
          <Button disabled={!groupId || !!refusal('agent', false)} onClick={() => groupId && change('agent', false, groupId)} data-testid="agent-revoke">
            {t('roles.removeAgent')}
          </Button>
        </Space>
      </Space>
    </Modal>
  );
};
