import { type ReactNode, use } from 'react';

import { App as AntdApp, ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';

import type { Language } from '@/providers/language';

import { antdLocaleLoading, loadedAntdLocale } from '@/providers/antd-locales';

import { ANTD_THEME } from './theme';

/**
 * antd's theme and its texts in the interface language, around whatever uses antd. It is not at
 * the root of the app: the shell and the landing page are plain elements, and antd (with its
 * locale) loads with the first screen or dialog that needs it (lazy-antd.tsx), not with the
 * sign-in → landing path (issue 10, the first download).
 */
export const AntdScope = ({ children }: { children: ReactNode }) => {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  // Waits (suspends) only the first time a language is shown.
  const locale = loadedAntdLocale(language) ?? use(antdLocaleLoading(language));
  return (
    <ConfigProvider locale={locale} theme={ANTD_THEME}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
};
