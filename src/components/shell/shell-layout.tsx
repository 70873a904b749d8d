import { lazy, Suspense } from 'react';

import { useGetIdentity } from '@refinedev/core';
import { Layout, Spin } from 'antd';
import { Outlet, useLocation } from 'react-router';

import type { CurrentUser } from '@/providers/auth/current-user';
import { useSessionEvents } from '@/providers/auth/use-session-events';
import { WorkspaceProvider } from '@/providers/workspace/workspace-context';

import { BannerStripSlot } from './banner-strip-slot';
import { ConnectionNotices, SubscriptionNotices } from './notices/shell-notices';
import { Sidebar } from './sidebar/sidebar';
import { Trays } from './trays/trays';

/** antd's Tour is loaded only when the tour is asked for (showMainGuide=true), not on every first page. */
const MainTour = lazy(() => import('./main-tour').then((module) => ({ default: module.MainTour })));

export const PageLoading = () => (
  <div style={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
    <Spin size="large" />
  </div>
);

/** Every signed-in page: sidebar, banner strip, page, trays and the shell's notices. */
export const ShellLayout = () => {
  const { data: user } = useGetIdentity<CurrentUser>();
  const tourAsked = new URLSearchParams(useLocation().search).get('showMainGuide') === 'true';
  useSessionEvents(user?.id);
  return (
    <WorkspaceProvider>
      <Layout style={{ minHeight: '100vh', flexDirection: 'row' }}>
        <Sidebar />
        <Layout style={{ minWidth: 0 }}>
          <BannerStripSlot />
          <Layout.Content style={{ padding: 24 }}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
      <Trays />
      <ConnectionNotices />
      <SubscriptionNotices />
      {tourAsked && (
        <Suspense fallback={null}>
          <MainTour />
        </Suspense>
      )}
    </WorkspaceProvider>
  );
};
