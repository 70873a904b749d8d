import { describe, expect, it } from 'vitest';

import { tabKeyStep } from './tab-keys';

describe('tabKeyStep', () => {
  it('moves along the tabs with the arrows, wrapping at both ends', () => {
    expect(tabKeyStep('ArrowRight', 0, 4)).toBe(1);
    expect(tabKeyStep('ArrowDown', 2, 4)).toBe(3);
    expect(tabKeyStep('ArrowRight', 3, 4)).toBe(0);
    expect(tabKeyStep('ArrowLeft', 0, 4)).toBe(3);
    expect(tabKeyStep('ArrowUp', 2, 4)).toBe(1);
  });

  it('goes to the first and the last tab with Home and End', () => {
    expect(tabKeyStep('Home', 2, 4)).toBe(0);
    expect(tabKeyStep('End', 0, 4)).toBe(3);
  });

  it('leaves every other key to the page (Tab, Enter, letters)', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a', 'Escape']) expect(tabKeyStep(key, 1, 4)).toBeNull();
  });
});
