import type { Locale } from 'antd/es/locale';

import type { Language } from './language';

/** antd's own texts (pagination, pickers, empty states) per language, fetched with antd itself. */
const LOADERS: Record<Language, () => Promise<{ default: Locale }>> = {
  en: () => import('antd/es/locale/en_US'),
  ko: () => import('antd/es/locale/ko_KR'),
  ja: () => import('antd/es/locale/ja_JP'),
};

const loaded = new Map<Language, Locale>();
const loading = new Map<Language, Promise<Locale>>();

/** The language's antd texts once fetched; until then undefined (antdLocaleLoading gives the wait). */
export const loadedAntdLocale = (language: Language): Locale | undefined => loaded.get(language);

/** One promise per language, so React's use() can wait on it across renders. */
export const antdLocaleLoading = (language: Language): Promise<Locale> => {
  let promise = loading.get(language);
  if (!promise) {
    promise = LOADERS[language]().then(
      ({ default: locale }) => {
        loaded.set(language, locale);
        return locale;
      },
      (error: unknown) => {
        // The next part that needs it (lazy-antd.tsx retries) fetches it again instead of meeting this failure.
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, promise);
  }
  return promise;
};
