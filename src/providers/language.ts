/**
 * The interface languages and the one this page load starts in. Kept apart from i18n.ts, without
 * i18next, so start-up (src/boot.ts) and the sign-in hand-off can read it without the i18n runtime.
 */
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

/** The language of this page load (lazy-antd.tsx fetches antd's texts for it before i18next has started). */
export const initialLanguage = pickLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language);
