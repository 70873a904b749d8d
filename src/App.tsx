import { useEffect } from 'react';

import { useNotificationProvider } from '@refinedev/antd';
import { Authenticated, Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';

import '@refinedev/antd/dist/reset.css';

import { authProvider } from '@/providers/auth/auth-provider';
import { leaveForSignin } from '@/providers/auth/signin-redirect';
import { dataProvider, liveProvider } from '@/providers/data';
import { i18nProvider } from '@/providers/i18n';
import { HomePage } from '@/routes/home';
import { LoginPage } from '@/routes/login';

const GoToSignin = () => {
  useEffect(() => leaveForSignin(), []);
  return null;
};

export const App = () => (
  <BrowserRouter>
    <ConfigProvider theme={{ token: { colorPrimary: '#1E5EFF' } }}>
      <AntdApp>
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          liveProvider={liveProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          notificationProvider={useNotificationProvider}
          options={{ syncWithLocation: true, liveMode: 'auto', disableTelemetry: true }}
        >
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route
              element={
                <Authenticated key="authenticated" fallback={<GoToSignin />}>
                  <Outlet />
                </Authenticated>
              }
            >
              <Route path="*" element={<HomePage />} />
            </Route>
          </Routes>
        </Refine>
      </AntdApp>
    </ConfigProvider>
  </BrowserRouter>
);
