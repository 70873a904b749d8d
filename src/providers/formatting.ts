import { useTranslation } from 'react-i18next';

import type { Language } from './language';
import { useWorkspaces } from './workspace/workspace-context';

/**
 * Dates, times and numbers in each interface language's own order (issue 27): "Nov 25, 2026" in
 * English, "2026년 11월 25일" in Korean, "2026年11月25日" in Japanese; times on the 24-hour clock.
 * One place, through the platform's Intl, so every screen writes them alike. Banners keep the
 * spec's US format (banner-labels.ts), as the spec asks. Times are stored in UTC and shown in a
 * time zone: on a workspace's pages its own (organizations.timeZone), elsewhere the browser's.
 */
const LOCALES: Record<Language, string> = { en: 'en-US', ko: 'ko-KR', ja: 'ja-JP' };

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const localeOf = (language: string): string => LOCALES[language as Language] ?? LOCALES.en;

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

// Building an Intl formatter costs far more than formatting with it, and a table formats every
// date and figure of every row on each render: one formatter per language, kind and time zone.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
const formatterOf = <Formatter extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, create: () => Formatter): Formatter => {
  let formatter = formatters.get(key) as Formatter | undefined;
  if (!formatter) formatters.set(key, (formatter = create()));
  return formatter;
};

export const formatDate = (value: Date | string | number, language: string, timeZone?: string): string =>
  formatterOf(`date ${localeOf(language)} ${timeZone ?? ''}`, () => new Intl.DateTimeFormat(localeOf(language), { ...DATE, timeZone })).format(toDate(value));

export const formatDateTime = (value: Date | string | number, language: string, timeZone?: string): string =>
  formatterOf(`dateTime ${localeOf(language)} ${timeZone ?? ''}`, () => new Intl.DateTimeFormat(localeOf(language), { ...DATE_TIME, timeZone })).format(
    toDate(value),
  );

export const formatNumber = (value: number, language: string): string =>
  formatterOf(`number ${localeOf(language)}`, () => new Intl.NumberFormat(localeOf(language))).format(value);

/**
 * The three, in the language the interface shows now, and times in the zone of the workspace the
 * page is about (or `timeZone`, for a screen that knows its workspace's zone otherwise).
 */
export const useFormatting = (timeZone?: string) => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const workspaceZone = useWorkspaces().addressed?.timeZone;
  const zone = timeZone ?? workspaceZone;
  return {
    timeZone: zone,
    date: (value: Date | string | number) => formatDate(value, language, zone),
    dateTime: (value: Date | string | number) => formatDateTime(value, language, zone),
    number: (value: number) => formatNumber(value, language),
  };
};
