import type { I18nProvider } from '@refinedev/core';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { antdLocaleLoading } from './antd-locales';
import { ON_DEMAND_NAMESPACES } from './text-namespaces';

export const SUPPORTED_LANGUAGES = ['en', 'ko', 'ja'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'currentLanguage';

export const isLanguage = (value: string | null | undefined): value is Language => (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '');

/** The saved currentLanguage, else the browser's first two letters, else English (spec 01 §1). */
export const pickLanguage = (saved: string | null | undefined, browser: string | null | undefined): Language => {
  if (isLanguage(saved)) return saved;
  const fromBrowser = (browser ?? '').slice(0, 2).toLowerCase();
  return isLanguage(fromBrowser) ? fromBrowser : 'en';
};

/**
 * One namespace per area of the product, one file each under locales/<language>/; every language
 * has every key (checked by a test). Only the language in use is downloaded: the others are ~40 kB
 * of text the first page does not need (issue 10, the first download).
 */
const LANGUAGE_FILES = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { import: 'default' });

const namespaceFiles = (language: Language) =>
  Object.entries(LANGUAGE_FILES).flatMap(([path, load]) => {
    const [, fileLanguage, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
    return fileLanguage === language ? [{ namespace, load }] : [];
  });

export const NAMESPACES = namespaceFiles('en').map(({ namespace }) => namespace);

/** A language's namespaces (or only those every page needs), fetched in parallel. */
const bundlesOf = async (language: Language, only: 'all' | 'every-page' = 'all'): Promise<Record<string, Record<string, unknown>>> =>
  Object.fromEntries(
    await Promise.all(
      namespaceFiles(language)
        .filter(({ namespace }) => only === 'all' || !ON_DEMAND_NAMESPACES.includes(namespace))
        .map(async ({ namespace, load }) => [namespace, await load()] as const),
    ),
  );

/** Where i18next fetches an on-demand namespace; a failure is logged and i18next retries it. */
export const textsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = LANGUAGE_FILES[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
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

/** The language of this page load (lazy-antd.tsx fetches antd's texts for it before i18next has started). */
export const initialLanguage = pickLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language);

/**
 * Resolves once the interface language (and English, the fallback) is loaded and i18next started
 * with them: the app renders after it. i18next starts with the texts in hand so that it resolves
 * the language to them (started empty, it settles on the fallback and antd, dayjs and <html lang>
 * would follow English). antd's own texts load with antd (components/antd-scope).
 */
export const i18nReady: Promise<unknown> = Promise.all([
  bundlesOf(initialLanguage, 'every-page'),
  initialLanguage === 'en' ? Promise.resolve(null) : bundlesOf('en', 'every-page'),
]).then(([interfaceTexts, englishTexts]) =>
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
