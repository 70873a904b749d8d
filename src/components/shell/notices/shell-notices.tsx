import { useCallback, useState } from 'react';

import { useGetIdentity } from '@refinedev/core';
import { subscriptionStateOf } from '@shared/plans';
import { hasRole, isInternal } from '@shared/roles';
import { App, Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import type { CurrentUser } from '@/providers/auth/current-user';
import { useReloginPrompt } from '@/providers/auth/session-end';
import { clearSession } from '@/providers/auth/token-store';
import { useWelcomeBack } from '@/providers/live/connection-monitor';
import { useWorkspaces } from '@/providers/workspace/workspace-context';
import { buildPath } from '@/routes/route-table';

import { NEW_VERSION_TOAST_MS, useNewVersionCheck } from './new-version';

/** New version toast, Welcome Back after a long disconnection, and the inactivity re-login modal. */
export const ConnectionNotices = () => {
  const { t } = useTranslation('shell');
  const { notification } = App.useApp();
  const welcomeBack = useWelcomeBack();
  const reloginPrompted = useReloginPrompt();

  const announce = useCallback(() => {
    notification.info({
      key: 'new-version',
      message: t('version.title'),
      description: t('version.body'),
      duration: NEW_VERSION_TOAST_MS / 1000,
      actions: (
        <Button type="primary" size="small" onClick={() => window.location.reload()}>
          {t('version.reload')}
        </Button>
      ),
    });
  }, [notification, t]);
  useNewVersionCheck(announce);

  return (
    <>
      <Modal
        open={welcomeBack.visible && !reloginPrompted}
        title={t('welcomeBack.title')}
        onCancel={welcomeBack.reset}
        footer={[
          <Button key="close" onClick={welcomeBack.reset}>
            {t('welcomeBack.close')}
          </Button>,
          <Button key="refresh" type="primary" onClick={() => window.location.reload()}>
            {t('welcomeBack.refresh')}
          </Button>,
        ]}
      >
        <Typography.Paragraph>{t('welcomeBack.body')}</Typography.Paragraph>
      </Modal>
      <Modal
        open={reloginPrompted}
        title={t('relogin.title')}
        closable={false}
        maskClosable={false}
        keyboard={false}
        footer={[
          <Button
            key="login"
            type="primary"
            onClick={() => {
              clearSession();
              window.location.reload();
            }}
          >
            {t('relogin.login')}
          </Button>,
        ]}
      >
        <Typography.Paragraph>{t('relogin.body')}</Typography.Paragraph>
      </Modal>
    </>
  );
};

type Notice = 'expired' | 'canceled' | null;

/** Which subscription notice the user gets for a workspace: only its managers and billing managers. */
export const subscriptionNoticeFor = (
  user: CurrentUser | undefined,
  workspace: (Parameters<typeof subscriptionStateOf>[0] & { id: string }) | null,
): Notice => {
  if (!user || !workspace || isInternal(user)) return null;
  const manages = hasRole(user, 'manager', { organizationId: workspace.id }) || hasRole(user, 'billingManager', { organizationId: workspace.id });
  if (!manages) return null;
  const state = subscriptionStateOf(workspace);
  return state === 'expired' || state === 'canceled' ? state : null;
};

/** Expired and canceled subscription modals (spec 02 §2); both lead to the billing settings. */
export const SubscriptionNotices = () => {
  const { t } = useTranslation('shell');
  const { data: user } = useGetIdentity<CurrentUser>();
  const { current } = useWorkspaces();
  const location = useLocation();
  const navigate = useNavigate();
  const [closedFor, setClosedFor] = useState<string | null>(() => sessionStorage.getItem('lumen.canceledNoticeClosed'));
  const notice = subscriptionNoticeFor(user, current);
  const settingsPath = current
    ? buildPath('organization', { organizationId: current.id }, { query: { scrollTo: 'settings-billing-details' }, hash: 'settings' })
    : '';
  const onSettings = current && location.pathname === buildPath('organization', { organizationId: current.id }) && location.hash === '#settings';
  if (!notice || !current || onSettings || (notice === 'canceled' && closedFor === current.id)) return null;
  const close = () => {
    sessionStorage.setItem('lumen.canceledNoticeClosed', current.id);
    setClosedFor(current.id);
  };
  return (
    <Modal open closable={notice === 'canceled'} maskClosable={false} onCancel={close} title={null} footer={null}>
      <Space direction="vertical" size="large">
        <Typography.Title level={4}>{notice === 'expired' ? t('subscription.expired') : t('subscription.canceled')}</Typography.Title>
        <Space>
          <Button type="primary" onClick={() => navigate(settingsPath)}>
            {t('subscription.settings')}
          </Button>
          {notice === 'canceled' && <Button onClick={close}>{t('subscription.close')}</Button>}
        </Space>
      </Space>
    </Modal>
  );
};
