import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { BANNER_MESSAGES } from '@shared/banner-rules';
import { MEMBERSHIP_ROLES } from '@shared/constants';
import { GLOBAL_ROLES } from '@shared/roles';
import { MESSAGES } from '@shared/validation';

import { DECLARED_RESOURCES } from '@/resources/declared-resources';

import { textsBackend } from './i18n';
import { pickLanguage } from './language';
import { ON_DEMAND_NAMESPACES } from './text-namespaces';

type Tree = { [key: string]: string | Tree };

/** Every locale file, by language and namespace, as the app loads them one language at a time. */
const FILES = import.meta.glob<Tree>('../../locales/*/*.json', { import: 'default', eager: true });
const RESOURCES = { en: {}, ko: {}, ja: {} } as Record<'en' | 'ko' | 'ja', Record<string, Tree>>;
for (const [path, content] of Object.entries(FILES)) {
  const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  RESOURCES[language as 'en'][namespace] = content;
}

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));

/** "total_one" and "total_other" are one key in plural forms; languages have different sets of forms. */
const pluralBase = (key: string): string => key.replace(/_(zero|one|two|few|many|other)$/, '');
const baseKeysOf = (tree: Tree): string[] => [...new Set(keysOf(tree).map(pluralBase))].sort();

describe('languages', () => {
  it("uses the saved language, else the browser's first two letters, else English", () => {
    expect(pickLanguage('ja', 'ko-KR')).toBe('ja');
    expect(pickLanguage(null, 'ko-KR')).toBe('ko');
    expect(pickLanguage('fr', 'de-DE')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });

  it('has every English key in Korean and Japanese, none empty', () => {
    for (const [namespace, english] of Object.entries(RESOURCES.en)) {
      const expected = baseKeysOf(english);
      for (const language of ['ko', 'ja'] as const) {
        const translated = RESOURCES[language][namespace];
        expect(baseKeysOf(translated), `${language}/${namespace}`).toEqual(expected);
        for (const key of keysOf(translated)) {
          const value = key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part], translated);
          expect((typeof value === 'string' ? value : JSON.stringify(value)).trim(), `${language}/${namespace}:${key}`).not.toBe('');
        }
      }
    }
  });

  it("translates every rule message of shared/validation.ts by its name, in English with the server's very words", () => {
    const english = RESOURCES.en.common.validation as Record<string, string>;
    for (const [name, text] of Object.entries(MESSAGES)) expect(english[name], name).toBe(text);
    const banners = RESOURCES.en.banners.validation as Record<string, string>;
    for (const [name, text] of Object.entries(BANNER_MESSAGES)) expect(banners[name], name).toBe(text);
  });

  it('names every role, workspace and platform, in every language (the roles columns show them, not their codes)', () => {
    for (const language of ['en', 'ko', 'ja'] as const) {
      const roles = RESOURCES[language].resources.roles as Record<string, string>;
      for (const role of [...MEMBERSHIP_ROLES, ...GLOBAL_ROLES]) expect(roles[role], `${language} ${role}`).toBeTruthy();
    }
  });

  it('names every declared field and every value of its enum or list in every language (tables, filters, CSV and detail pages show labels, not codes)', () => {
    const textAt = (tree: Tree, key: string) => key.split('.').reduce<Tree | string | undefined>((node, part) => (node as Tree | undefined)?.[part], tree);
    for (const declared of DECLARED_RESOURCES) {
      const options = [...(declared.table.filters ?? []), ...declared.form.fields].flatMap((field) => field.options ?? []);
      const keys = [...declared.form.fields.map((field) => field.label), ...declared.table.columns.map((column) => column.title)];
      for (const language of ['en', 'ko', 'ja'] as const) {
        for (const key of [...keys, ...options.flatMap((option) => (option.label ? [option.label] : []))])
          expect(typeof textAt(RESOURCES[language].resources, key), `${language} ${declared.resource}: ${key}`).toBe('string');
      }
    }
  });

  it("gives no column the action column's header (the group's programs had two 'Actions')", () => {
    const textAt = (tree: Tree, key: string) => key.split('.').reduce<Tree | string | undefined>((node, part) => (node as Tree | undefined)?.[part], tree);
    for (const language of ['en', 'ko', 'ja'] as const) {
      const actions = textAt(RESOURCES[language].resources, 'table.actions');
      for (const declared of DECLARED_RESOURCES)
        for (const column of declared.table.columns)
          expect(textAt(RESOURCES[language].resources, column.title), `${language} ${declared.resource}.${column.key}`).not.toBe(actions);
    }
  });
});

/** The screens whose texts are fetched on demand (ON_DEMAND_NAMESPACES): the only code that may name those namespaces. */
const ON_DEMAND_SCREENS = /^src\/(routes\/(account|banners)\/|components\/logout\/)/;

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('texts fetched on demand', () => {
  const read = (language: string, namespace: string) =>
    new Promise<{ error: unknown; data: unknown }>((resolve) => textsBackend.read(language, namespace, (error, data) => resolve({ error, data })));

  it('fetches an on-demand namespace in the language asked for', async () => {
    for (const namespace of ON_DEMAND_NAMESPACES) {
      const { error, data } = await read('ko', namespace);
      expect(error).toBeNull();
      expect(data).toEqual(RESOURCES.ko[namespace]);
    }
  });

  it('answers a namespace that does not exist with an error', async () => {
    const { error } = await read('en', 'nothing-here');
    expect(error).toBeInstanceOf(Error);
  });

  it('is named only by the screens it belongs to: the shell and the first pages would show keys until it came', () => {
    const names = ON_DEMAND_NAMESPACES.join('|');
    const naming = new RegExp(`useTranslation\\(\\[?[^)]*'(${names})'|ns: '(${names})'|'(${names}):`);
    const offenders = sourceFiles('src').filter((path) => !ON_DEMAND_SCREENS.test(path) && naming.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
