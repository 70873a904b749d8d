import type { I18nProvider } from '@refinedev/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

import enAccount from '../../locales/en/account.json';
import enBanners from '../../locales/en/banners.json';
import enCommon from '../../locales/en/common.json';
import enLanding from '../../locales/en/landing.json';
import enGroup from '../../locales/en/group.json';
import enResources from '../../locales/en/resources.json';
import enShell from '../../locales/en/shell.json';
import enWorkspace from '../../locales/en/workspace.json';
import jaAccount from '../../locales/ja/account.json';
import jaBanners from '../../locales/ja/banners.json';
import jaCommon from '../../locales/ja/common.json';
import jaLanding from '../../locales/ja/landing.json';
import jaGroup from '../../locales/ja/group.json';
import jaResources from '../../locales/ja/resources.json';
import jaShell from '../../locales/ja/shell.json';
import jaWorkspace from '../../locales/ja/workspace.json';
import koAccount from '../../locales/ko/account.json';
import koBanners from '../../locales/ko/banners.json';
import koCommon from '../../locales/ko/common.json';
import koLanding from '../../locales/ko/landing.json';
import koGroup from '../../locales/ko/group.json';
import koResources from '../../locales/ko/resources.json';
import koShell from '../../locales/ko/shell.json';
import koWorkspace from '../../locales/ko/workspace.json';

export const SUPPORTED_LANGUAGES = ['en', 'ko', 'ja'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'currentLanguage';

const isLanguage = (value: string | null | undefined): value is Language => (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '');

/** The saved currentLanguage, else the browser's first two letters, else English (spec 01 §1). */
export const pickLanguage = (saved: string | null | undefined, browser: string | null | undefined): Language => {
  if (isLanguage(saved)) return saved;
  const fromBrowser = (browser ?? '').slice(0, 2).toLowerCase();
  return isLanguage(fromBrowser) ? fromBrowser : 'en';
};

/** One namespace per area of the product; every language has every key (checked by a test). */
export const RESOURCES = {
  en: {
    common: enCommon,
    banners: enBanners,
    shell: enShell,
    landing: enLanding,
    account: enAccount,
    resources: enResources,
    workspace: enWorkspace,
    group: enGroup,
  },
  ko: {
    common: koCommon,
    banners: koBanners,
    shell: koShell,
    landing: koLanding,
    account: koAccount,
    resources: koResources,
    workspace: koWorkspace,
    group: koGroup,
  },
  ja: {
    common: jaCommon,
    banners: jaBanners,
    shell: jaShell,
    landing: jaLanding,
    account: jaAccount,
    resources: jaResources,
    workspace: jaWorkspace,
    group: jaGroup,
  },
};

export const NAMESPACES = Object.keys(RESOURCES.en);

void i18n.use(initReactI18next).init({
  resources: RESOURCES,
  lng: pickLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language),
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: NAMESPACES,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: Record<string, unknown>, defaultMessage?: string) => i18n.t(key, { defaultValue: defaultMessage, ...(options ?? {}) }),
  changeLocale: async (language: string) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    await i18n.changeLanguage(language);
  },
  getLocale: () => i18n.language,
};

export { i18n };
