import { initialLanguage, type Language } from './language';
import { ON_DEMAND_NAMESPACES } from './text-namespaces';

/**
 * One namespace per area of the product, one file each under locales/<language>/; every language
 * has every key (checked by a test). Only the language in use is downloaded: the others are ~40 kB
 * of text the first page does not need (issue 10, the first download). Kept apart from i18n.ts,
 * without i18next, so start-up (src/boot.ts) asks for the texts before the app's code has arrived.
 */
const LANGUAGE_FILES = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { import: 'default' });

const namespaceFiles = (language: Language) =>
  Object.entries(LANGUAGE_FILES).flatMap(([path, load]) => {
    const [, fileLanguage, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
    return fileLanguage === language ? [{ namespace, load }] : [];
  });

export const NAMESPACES = namespaceFiles('en').map(({ namespace }) => namespace);

type Bundles = Record<string, Record<string, unknown>>;

/** A language's namespaces (or only those every page needs), fetched in parallel. */
export const bundlesOf = async (language: Language, only: 'all' | 'every-page' = 'all'): Promise<Bundles> =>
  Object.fromEntries(
    await Promise.all(
      namespaceFiles(language)
        .filter(({ namespace }) => only === 'all' || !ON_DEMAND_NAMESPACES.includes(namespace))
        .map(async ({ namespace, load }) => [namespace, await load()] as const),
    ),
  );

/** One namespace's file; undefined when the language has no such namespace. */
export const loadTextsFile = (language: string, namespace: string): Promise<Record<string, unknown>> | undefined =>
  LANGUAGE_FILES[`../../locales/${language}/${namespace}.json`]?.();

let interfaceTexts: Promise<[Bundles, Bundles | null]> | null = null;

/**
 * The every-page texts of this page load's language, and English's (the fallback), asked for once:
 * by start-up first, then read by i18next's start.
 */
export const loadInterfaceTexts = (): Promise<[Bundles, Bundles | null]> => {
  interfaceTexts ??= Promise.all([bundlesOf(initialLanguage, 'every-page'), initialLanguage === 'en' ? Promise.resolve(null) : bundlesOf('en', 'every-page')]);
  return interfaceTexts;
};
