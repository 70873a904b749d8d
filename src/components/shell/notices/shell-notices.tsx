import { Suspense, useCallback, useState } from 'react';

import { useGetIdentity } from '@refinedev/core';
import { subscriptionStateOf } from '@shared/plans';
import { hasRole, isInternal } from '@shared/roles';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { lazyAntd, useOpenedOnce } from '@/components/antd-scope/lazy-antd';
import type { CurrentUser } from '@/providers/auth/current-user';
import { useReloginPrompt } from '@/providers/auth/session-end';
import { useWelcomeBack } from '@/providers/live/connection-monitor';
import { showToast } from '@/providers/toasts/toast-store';
import { useWorkspaces } from '@/providers/workspace/workspace-context';
import { buildPath } from '@/routes/route-table';

import { NEW_VERSION_TOAST_MS, useNewVersionCheck } from './new-version';

/** The dialogs (antd Modal) load when one is first shown. */
const WelcomeBackDialog = lazyAntd(() => import('./notice-dialogs').then((module) => module.WelcomeBackDialog));
const ReloginDialog = lazyAntd(() => import('./notice-dialogs').then((module) => module.ReloginDialog));
const SubscriptionDialog = lazyAntd(() => import('./notice-dialogs').then((module) => module.SubscriptionDialog));

/** New version toast, Welcome Back after a long disconnection, and the inactivity re-login modal. */
export const ConnectionNotices = () => {
  const { t } = useTranslation('shell');
  const welcomeBack = useWelcomeBack();
  const reloginPrompted = useReloginPrompt();
  const welcomeBackOpen = welcomeBack.visible && !reloginPrompted;
  const welcomeBackMounted = useOpenedOnce(welcomeBackOpen);

  const announce = useCallback(() => {
    showToast({
      kind: 'notification',
      type: 'info',
      key: 'new-version',
      message: t('version.title'),
      description: t('version.body'),
      duration: NEW_VERSION_TOAST_MS / 1000,
      // It stays for two hours (spec 01 §9): out of the way of the banner strip's Dismiss.
      placement: 'bottomLeft',
      action: { label: t('version.reload'), onClick: () => window.location.reload() },
    });
  }, [t]);
  useNewVersionCheck(announce);

  return (
    <Suspense fallback={null}>
      {welcomeBackMounted && <WelcomeBackDialog open={welcomeBackOpen} onClose={welcomeBack.reset} />}
      {reloginPrompted && <ReloginDialog open />}
    </Suspense>
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
    <Suspense fallback={null}>
      <SubscriptionDialog notice={notice} onSettings={() => void navigate(settingsPath)} onClose={close} />
    </Suspense>
  );
};
