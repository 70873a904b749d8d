import { useState } from 'react';

import { useNotification } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { EMAIL_PATTERN } from '@shared/validation';
import { Button, Drawer, Input, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { ConfirmButton } from '@/components/confirm/confirm-button';
import { QueryErrorPanel } from '@/components/feedback/query-error-panel';
import { useErrorToast } from '@/errors/use-error-toast';
import { AddWorkspaceAdminDocument, RemoveWorkspaceAdminDocument, WorkspaceAdminsDocument } from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';

/** The drawer width of spec 01 §9. */
export const DRAWER_WIDTH = 750;

/** A partner adds or removes the admins of a workspace they partner (spec 02 §6). */
export const AdminsDrawer = ({ workspace, onClose }: { workspace: { id: string; name: string } | null; onClose: () => void }) => {
  const { t } = useTranslation('resources');
  const showError = useErrorToast();
  const { open } = useNotification();
  const [email, setEmail] = useState('');
  const [saving, setSaving] = useState(false);
  const admins = useQuery({
    queryKey: ['workspace-admins', workspace?.id],
    enabled: !!workspace,
    queryFn: () => runOperation(WorkspaceAdminsDocument, { organizationId: String(workspace?.id) }),
  });

  const add = async () => {
    const address = email.trim();
    if (!workspace || !address) return;
    if (!EMAIL_PATTERN.test(address)) {
      open?.({ type: 'error', message: t('organizations.admins.invalidEmail'), key: 'admin-invalid-email' });
      return;
    }
    setSaving(true);
    try {
      const answer = await runOperation(AddWorkspaceAdminDocument, {
        organizationId: workspace.id,
        email: address,
      });
      // 'invited' unless staff added an existing account at once: the person accepts on sign-in.
      const message = answer.addWorkspaceAdmin === 'added' ? t('organizations.admins.added') : t('organizations.admins.invited', { email: address });
      open?.({ type: 'success', message, key: 'admin-added' });
      setEmail('');
      await admins.refetch();
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  const remove = async (userId: string) => {
    if (!workspace) return;
    try {
      await runOperation(RemoveWorkspaceAdminDocument, {
        organizationId: workspace.id,
        userId,
      });
      open?.({ type: 'success', message: t('organizations.admins.removed'), key: 'admin-removed' });
      await admins.refetch();
    } catch (error) {
      showError(error);
    }
  };

  const rows = (admins.data?.organizationUsers.nodes ?? []).filter((person) => person.roles.includes('manager'));
  return (
    <Drawer
      open={!!workspace}
      onClose={onClose}
      width={DRAWER_WIDTH}
      title={t('organizations.admins.title', { name: workspace?.name ?? '' })}
      destroyOnHidden
      // The form sits at the bottom so toasts (top right) never cover it.
      footer={
        <Space.Compact style={{ width: '100%' }}>
          <Input
            placeholder={t('organizations.admins.emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onPressEnter={() => void add()}
            data-testid="admin-email"
          />
          <Button type="primary" loading={saving} onClick={() => void add()}>
            {t('organizations.admins.add')}
          </Button>
        </Space.Compact>
      }
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        {admins.isError ? (
          <QueryErrorPanel error={admins.error} />
        ) : (
          <List
            loading={admins.isLoading}
            dataSource={rows}
            locale={{ emptyText: t('organizations.admins.empty') }}
            data-testid="admins-list"
            renderItem={(person) => (
              <List.Item
                actions={[
                  <ConfirmButton
                    key="remove"
                    danger
                    size="small"
                    question={t('organizations.admins.removeQuestion', { name: person.fullName || person.email })}
                    onConfirm={() => remove(person.userId)}
                  >
                    {t('organizations.admins.remove')}
                  </ConfirmButton>,
                ]}
              >
                <List.Item.Meta title={person.fullName || person.email} description={<Typography.Text type="secondary">{person.email}</Typography.Text>} />
              </List.Item>
            )}
          />
        )}
      </Space>
    </Drawer>
  );
};
