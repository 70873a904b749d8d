import { describe, expect, it } from 'vitest';

import { emptySelection, hasChanges, isOn, pendingCounts, toggle } from './distribution-selection';

const standing = { has: (id: string) => id === 'sales' };

describe('distribution selection (spec 02 §4)', () => {
  it('one by one: on adds, off removes, and each cancels the other', () => {
    let selection = emptySelection('oneByOne');
    expect(isOn(selection, 'sales', standing)).toBe(true);
    selection = toggle(selection, 'marketing', true, standing);
    selection = toggle(selection, 'sales', false, standing);
    expect(pendingCounts(selection, standing, [])).toEqual({ add: 1, remove: 1 });
    expect(isOn(selection, 'sales', standing)).toBe(false);
    selection = toggle(selection, 'sales', true, standing);
    selection = toggle(selection, 'marketing', false, standing);
    expect(hasChanges(pendingCounts(selection, standing, []))).toBe(false);
  });

  it('select all: every found group but the exclusions; a distributed one turned off is removed', () => {
    let selection = emptySelection('selectAll');
    const found = ['sales', 'marketing', 'success'];
    expect(pendingCounts(selection, standing, found)).toEqual({ add: 2, remove: 0 });
    selection = toggle(selection, 'marketing', false, standing);
    expect(isOn(selection, 'marketing', standing)).toBe(false);
    expect(pendingCounts(selection, standing, found)).toEqual({ add: 1, remove: 0 });
    selection = toggle(selection, 'sales', false, standing);
    expect(pendingCounts(selection, standing, found)).toEqual({ add: 1, remove: 1 });
    selection = toggle(selection, 'marketing', true, standing);
    expect(pendingCounts(selection, standing, found)).toEqual({ add: 2, remove: 1 });
  });
});
