import { useEffect } from 'react';

import { Refine } from '@refinedev/core';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';

import '@refinedev/antd/dist/reset.css';
import '@/components/plain/plain.css';

import { ToastOutlet } from '@/components/toast-host/toast-outlet';
import { accessControlProvider } from '@/providers/access-control';
import { authProvider } from '@/providers/auth/auth-provider';
import { dataProvider, liveProvider } from '@/providers/data';
import { i18nProvider } from '@/providers/i18n';
import type { Language } from '@/providers/language';
import { notificationProvider } from '@/providers/notification-provider';
import { routerProvider } from '@/providers/router-provider';
import { REFINE_RESOURCES } from '@/resources';
import { AppRoutes } from '@/routes/app-routes';

/**
 * The data layer already retries what is worth retrying (retry.ts), so queries do not retry again
 * on top; and lists stay current through the live channel, so returning to the window does not
 * refetch (which would also reset a form being typed into).
 */
const QUERY_CLIENT_CONFIG = { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } };

/**
 * Refine's loading-overtime counter ticks a state every second while any query loads, re-rendering
 * the whole page with it (the table too) and once more when the load ends; no screen shows it
 * (issue 31: commits per page load).
 */
const NO_OVERTIME = { enabled: false, interval: 1000 };

export const App = () => {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  useEffect(() => {
    dayjs.locale(language);
    document.documentElement.lang = language;
  }, [language]);

  // No DocumentTitleHandler: each page names the tab (PageTitle / useDocumentTitle: screen, workspace, product).
  return (
    <BrowserRouter>
      <Refine
        routerProvider={routerProvider}
        dataProvider={dataProvider}
        liveProvider={liveProvider}
        authProvider={authProvider}
        accessControlProvider={accessControlProvider}
        resources={REFINE_RESOURCES}
        i18nProvider={i18nProvider}
        notificationProvider={notificationProvider}
        options={{
          syncWithLocation: false,
          liveMode: 'auto',
          disableTelemetry: true,
          warnWhenUnsavedChanges: true,
          reactQuery: { clientConfig: QUERY_CLIENT_CONFIG },
          overtime: NO_OVERTIME,
        }}
      >
        <AppRoutes />
        <ToastOutlet />
      </Refine>
    </BrowserRouter>
  );
};
