import { useEffect, useState } from 'react';

import { useGetIdentity } from '@refinedev/core';
import { Button, Card, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { PendingInvitations } from '@/components/invitations/pending-invitations';
import { LogoutDialog } from '@/components/logout/logout-dialog';
import { PageLoading } from '@/components/shell/shell-layout';
import { requestAccountSwitch } from '@/providers/auth/account-switch';
import type { CurrentUser } from '@/providers/auth/current-user';
import { safeRedirect } from '@/providers/auth/token-store';
import { buildPath } from '@/routes/route-table';

import { autoAuthEmail, continueAsUrl, forgetAutoAuthEmail } from '@/providers/auth/auto-authentication';
import { ProfileCard } from './profile-card';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';
import { PageTitle } from '@/components/page-title/page-title';

/** When the identity service's account is the dashboard's, the account page moves on after this. */
export const SAME_ACCOUNT_REDIRECT_MS = 100;

/** /account (spec 02 §2): continue-as choices, or the profile card, Profile and Settings tabs, Logout. */
export const AccountPage = () => {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const { data: user } = useGetIdentity<CurrentUser>();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [otherEmail, setOtherEmail] = useState(autoAuthEmail);
  const redirectTo = new URLSearchParams(location.search).get('redirectTo');
  const sameAccount = !!user && otherEmail === user.email;

  useEffect(() => {
    if (!sameAccount) return undefined;
    forgetAutoAuthEmail();
    const timer = setTimeout(() => void navigate(buildPath('landing'), { replace: true }), SAME_ACCOUNT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sameAccount, navigate]);

  if (!user || sameAccount) return <PageLoading />;

  if (otherEmail) {
    return (
      <Card style={{ maxWidth: 560 }} data-testid="continue-as">
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Title level={1} style={{ fontSize: 20 }}>
            {t('continueAs.title')}
          </Typography.Title>
          <Button
            type="primary"
            block
            onClick={() => {
              requestAccountSwitch();
              window.location.assign(continueAsUrl(otherEmail, safeRedirect(redirectTo)));
            }}
          >
            {t('continueAs.recommended', { email: otherEmail })}
          </Button>
          <Button
            block
            onClick={() => {
              forgetAutoAuthEmail();
              setOtherEmail(null);
              void navigate(safeRedirect(redirectTo));
            }}
          >
            {t('continueAs.current', { email: user.email })}
          </Button>
        </Space>
      </Card>
    );
  }

  return (
    <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 880 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <PageTitle style={{ margin: 0 }}>{t('title')}</PageTitle>
        <Button danger onClick={() => setLogoutOpen(true)} data-testid="account-logout">
          {t('logout.button')}
        </Button>
      </Space>
      <ProfileCard user={user} />
      <PendingInvitations />
      <Card>
        <Tabs
          items={[
            { key: 'profile', label: t('tabs.profile'), children: <ProfileTab user={user} /> },
            { key: 'settings', label: t('tabs.settings'), children: <SettingsTab /> },
          ]}
        />
      </Card>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </Space>
  );
};
