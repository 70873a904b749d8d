import { Suspense, useRef } from 'react';

import { useGetIdentity } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

import { lazyAntd } from '@/components/antd-scope/lazy-antd';
import { Spinner } from '@/components/plain/spinner';
import type { CurrentUser } from '@/providers/auth/current-user';
import { useSessionEvents } from '@/providers/auth/use-session-events';
import { FollowSavedLanguage } from '@/providers/language-preference';
import { WorkspaceProvider } from '@/providers/workspace/workspace-context';

import { BannerStripSlot } from './banner-strip-slot';
import { ConnectionNotices, SubscriptionNotices } from './notices/shell-notices';
import { Sidebar } from './sidebar/sidebar';
import { Trays } from './trays/trays';

/** antd's Tour is loaded only when the tour is asked for (showMainGuide=true), not on every first page. */
const MainTour = lazyAntd(() => import('./main-tour').then((module) => module.MainTour));

export const PageLoading = () => (
  <div style={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
    <Spinner />
  </div>
);

/**
 * Every signed-in page: sidebar, banner strip, page, trays and the shell's notices. The shell is
 * plain elements; the page brings antd if it uses it (route-pages.tsx).
 */
export const ShellLayout = () => {
  const { data: user } = useGetIdentity<CurrentUser>();
  const tourAsked = new URLSearchParams(useLocation().search).get('showMainGuide') === 'true';
  useSessionEvents(user?.id);
  const { t } = useTranslation('shell');
  const main = useRef<HTMLElement>(null);
  return (
    <WorkspaceProvider>
      {/* The first tab stop: past the sidebar to the page. Focus is moved by hand, as the address's hash names page sections. */}
      <a
        href="#main-content"
        className="plain-skip-link"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
        data-testid="skip-link"
      >
        {t('skipToContent')}
      </a>
      <div className="lumen-shell" style={{ display: 'flex', minHeight: '100vh' }}>
        <Sidebar />
        <div style={{ display: 'flex', flexDirection: 'column', flex: 'auto', minWidth: 0 }}>
          <BannerStripSlot />
          <main
            id="main-content"
            ref={main}
            tabIndex={-1}
            style={{ flex: 'auto', padding: 24, paddingBottom: 'calc(24px + var(--trays-height, 0px))', outline: 'none' }}
          >
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
      <Trays />
      <ConnectionNotices />
      <FollowSavedLanguage />
      <SubscriptionNotices />
      {tourAsked && (
        <Suspense fallback={null}>
          <MainTour />
        </Suspense>
      )}
    </WorkspaceProvider>
  );
};
