import { describe, expect, it } from 'vitest';

import { pickLanguage, RESOURCES } from './i18n';

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));

describe('languages', () => {
  it("uses the saved language, else the browser's first two letters, else English", () => {
    expect(pickLanguage('ja', 'ko-KR')).toBe('ja');
    expect(pickLanguage(null, 'ko-KR')).toBe('ko');
    expect(pickLanguage('fr', 'de-DE')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });

  it('has every English key in Korean and Japanese, none empty', () => {
    for (const [namespace, english] of Object.entries(RESOURCES.en)) {
      const expected = keysOf(english).sort();
      for (const language of ['ko', 'ja'] as const) {
        const translated = RESOURCES[language][namespace as keyof typeof RESOURCES.en] as Tree;
        expect(keysOf(translated).sort(), `${language}/${namespace}`).toEqual(expected);
        for (const key of expected) {
          const value = key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part], translated);
          expect((typeof value === 'string' ? value : JSON.stringify(value)).trim(), `${language}/${namespace}:${key}`).not.toBe('');
        }
      }
    }
  });
});
