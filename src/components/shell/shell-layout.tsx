import { Suspense } from 'react';

import { useGetIdentity } from '@refinedev/core';
import { Layout, Spin } from 'antd';
import { Outlet } from 'react-router';

import type { CurrentUser } from '@/providers/auth/current-user';
import { useSessionEvents } from '@/providers/auth/use-session-events';
import { WorkspaceProvider } from '@/providers/workspace/workspace-context';

import { BannerStripSlot } from './banner-strip-slot';
import { MainTour } from './main-tour';
import { ConnectionNotices, SubscriptionNotices } from './notices/shell-notices';
import { Sidebar } from './sidebar/sidebar';
import { Trays } from './trays/trays';

export const PageLoading = () => (
  <div style={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
    <Spin size="large" />
  </div>
);

/** Every signed-in page: sidebar, banner strip, page, trays and the shell's notices. */
export const ShellLayout = () => {
  const { data: user } = useGetIdentity<CurrentUser>();
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
      <MainTour />
    </WorkspaceProvider>
  );
};
