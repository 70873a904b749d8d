import { describe, expect, it } from 'vitest';

// Every screen's source, as text: a limit written as maxLength cuts what is typed or pasted.
const SCREENS = import.meta.glob<string>('/src/**/*.tsx', { query: '?raw', import: 'default', eager: true });

describe('text inputs with a limit', () => {
  it('count the length against the limit instead of cutting the input (issue 29: a 25-character code saved as 20)', () => {
    const cutting = Object.entries(SCREENS)
      .filter(([, source]) => /\bmaxLength=\{/.test(source))
      .map(([path]) => path);
    expect(cutting).toEqual([]);
  });
});
