import type { I18nProvider } from '@refinedev/core';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { antdLocaleLoading } from './antd-locales';
import { bundlesOf, loadInterfaceTexts, loadTextsFile, NAMESPACES } from './interface-texts';
import { initialLanguage, isLanguage, type Language, LANGUAGE_STORAGE_KEY } from './language';
import { ON_DEMAND_NAMESPACES } from './text-namespaces';

/** Where i18next fetches an on-demand namespace; a failure is logged and i18next retries it. */
export const textsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const loading = loadTextsFile(language, namespace);
    if (!loading) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    loading.then(
      (texts) => callback(null, texts),
      (error: unknown) => {
        console.error(`The texts ${language}/${namespace} did not load`, error);
        callback(error instanceof Error ? error : new Error(String(error)), true);
      },
    );
  },
};

/** Adds a language chosen later (the account settings); changeLanguage then resolves to it. */
const loadLanguage = async (language: Language): Promise<void> => {
  // antd's texts come with them, so the antd screens open at the time switch at once.
  const texts = i18n.hasResourceBundle(language, 'common') ? Promise.resolve({}) : bundlesOf(language);
  const [bundles] = await Promise.all([texts, antdLocaleLoading(language)]);
  for (const [namespace, content] of Object.entries(bundles)) i18n.addResourceBundle(language, namespace, content, true, true);
};

/**
 * Resolves once the interface language (and English, the fallback) is loaded and i18next started
 * with them: the app renders after it. i18next starts with the texts in hand so that it resolves
 * the language to them (started empty, it settles on the fallback and antd, dayjs and <html lang>
 * would follow English). antd's own texts load with antd (components/antd-scope).
 */
export const i18nReady: Promise<unknown> = loadInterfaceTexts().then(([interfaceTexts, englishTexts]) =>
  i18n
    .use(initReactI18next)
    .use(textsBackend)
    .init({
      resources: { [initialLanguage]: interfaceTexts, ...(englishTexts ? { en: englishTexts } : {}) },
      // The bundled namespaces are used as they are; the others come through textsBackend.
      partialBundledLanguages: true,
      lng: initialLanguage,
      fallbackLng: 'en',
      defaultNS: 'common',
      ns: NAMESPACES.filter((namespace) => !ON_DEMAND_NAMESPACES.includes(namespace)),
      interpolation: { escapeValue: false },
      returnNull: false,
    }),
);

export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: Record<string, unknown>, defaultMessage?: string) => i18n.t(key, { defaultValue: defaultMessage, ...(options ?? {}) }),
  changeLocale: async (language: string) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    if (isLanguage(language)) await loadLanguage(language);
    await i18n.changeLanguage(language);
  },
  getLocale: () => i18n.language,
};

export { i18n };
