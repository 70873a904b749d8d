import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import pluralize from 'pluralize';
import { describe, expect, it } from 'vitest';

import { REFINE_RESOURCES } from '@/resources';

import { plural, singular } from './plural-words';

/** Every resource name a data hook or a declaration names in the SPA's code. */
const namesInCode = (): string[] => {
  const names = new Set<string>();
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/resource[:=]\s*['"{]\s*'?([A-Za-z]+)'?/g)) names.add(match[1]);
      }
    }
  };
  walk('src');
  return [...names];
};

const humanized = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

describe('the stand-in for pluralize', () => {
  const names = [...new Set([...REFINE_RESOURCES.map((resource) => resource.name), ...namesInCode()])];

  it('finds the resource names it is checked against', () => {
    expect(names).toEqual(expect.arrayContaining(['organizations', 'companies', 'users', 'certificateTemplates']));
    expect(names.length).toBeGreaterThan(15);
  });

  it("gives pluralize's singular and plural of every resource name, as it is and humanized", () => {
    for (const name of names) {
      for (const word of [name, humanized(name)]) {
        expect(singular(word), word).toBe(pluralize.singular(word));
        expect(plural(word), word).toBe(pluralize.plural(word));
      }
    }
  });

  it('agrees with pluralize on the common English endings', () => {
    for (const word of ['company', 'companies', 'status', 'statuses', 'class', 'classes', 'batch', 'batches', 'box', 'key', 'keys', 'metadata', 'banner']) {
      expect(singular(word), word).toBe(pluralize.singular(word));
      expect(plural(word), word).toBe(pluralize.plural(word));
    }
  });
});
