import { useState } from 'react';

import { useGetIdentity } from '@refinedev/core';
import { planLabelOf } from '@shared/plans';
import { Avatar, Button, Divider, Popover, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { LogoutDialog } from '@/components/logout/logout-dialog';
import type { CurrentUser } from '@/providers/auth/current-user';
import { useWorkspaces } from '@/providers/workspace/workspace-context';
import { buildPath } from '@/routes/route-table';

export const initialOf = (user: Pick<CurrentUser, 'email' | 'profile'> | undefined): string =>
  (user?.profile.fullName || user?.email || '?').trim().charAt(0).toUpperCase();

/** Account, the workspace switcher (radio, with plan names) and sign out. */
export const AccountMenu = ({ expanded }: { expanded: boolean }) => {
  const { t } = useTranslation('shell');
  const { data: user } = useGetIdentity<CurrentUser>();
  const { workspaces, current, select } = useWorkspaces();
  const [open, setOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);

  const content = (
    <div style={{ width: 280 }} data-testid="account-menu">
      <Link to={buildPath('account')} onClick={() => setOpen(false)}>
        {t('sidebar.account')}
      </Link>
      {workspaces.length > 0 && (
        <>
          <Divider style={{ margin: '12px 0' }} />
          <Typography.Text type="secondary">{t('sidebar.workspaces')}</Typography.Text>
          <Radio.Group
            value={current?.id}
            onChange={(event) => select(String(event.target.value))}
            style={{ display: 'block', maxHeight: 240, overflowY: 'auto', marginTop: 8 }}
          >
            <Space direction="vertical">
              {workspaces.map((workspace) => (
                <Radio key={workspace.id} value={workspace.id}>
                  {workspace.name} <Typography.Text type="secondary">· {planLabelOf(workspace)}</Typography.Text>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </>
      )}
      <Divider style={{ margin: '12px 0' }} />
      <Button
        block
        onClick={() => {
          setOpen(false);
          setLogoutOpen(true);
        }}
      >
        {t('sidebar.signOut')}
      </Button>
    </div>
  );

  return (
    <>
      <Popover content={content} trigger="click" placement="rightBottom" open={open} onOpenChange={setOpen}>
        <Button
          type="text"
          block
          style={{ height: 48, display: 'flex', alignItems: 'center', gap: 12, justifyContent: expanded ? 'flex-start' : 'center' }}
          data-testid="account-menu-button"
          aria-label={t('sidebar.account')}
        >
          <Avatar src={user?.profile.imageUrl ?? undefined} style={{ background: '#1E5EFF', flex: 'none' }}>
            {initialOf(user)}
          </Avatar>
          {expanded && (
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', textAlign: 'left' }}>
              {user?.profile.fullName || user?.email}
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {current?.name ?? ''}
              </Typography.Text>
            </span>
          )}
        </Button>
      </Popover>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </>
  );
};
