import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';

import type { Language } from './i18n';

/** antd's own texts (pagination, pickers, empty states) per language; English is built in. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Locale }>> = {
  ko: () => import('antd/es/locale/ko_KR'),
  ja: () => import('antd/es/locale/ja_JP'),
};

const loaded = new Map<Language, Locale>([['en', enUS]]);

/** Fetched with the language's texts, so antd never shows English beside a Korean page. */
export const loadAntdLocale = async (language: Language): Promise<void> => {
  if (loaded.has(language) || language === 'en') return;
  loaded.set(language, (await LOADERS[language]()).default);
};

export const antdLocaleOf = (language: Language): Locale => loaded.get(language) ?? enUS;
