import { describe, expect, it } from 'vitest';

import { pageCountOf, pagerItems } from './pager-items';

/** The items as antd's pager shows them: numbers, and « / » for the jumps. */
const shown = (current: number, count: number) =>
  pagerItems(current, count)
    .map((item) => (item.kind === 'page' ? String(item.page) : item.kind === 'jump-previous' ? `«${item.page}` : `»${item.page}`))
    .join(' ');

describe('pagerItems', () => {
  it('shows every page while there are nine or fewer', () => {
    expect(shown(1, 1)).toBe('1');
    expect(shown(4, 9)).toBe('1 2 3 4 5 6 7 8 9');
    expect(shown(1, 0)).toBe('');
  });

  it('shows five pages at either end, then a jump of five and the last page', () => {
    expect(shown(1, 50)).toBe('1 2 3 4 5 »6 50');
    expect(shown(3, 50)).toBe('1 2 3 4 5 »8 50');
    expect(shown(50, 50)).toBe('1 «45 46 47 48 49 50');
    expect(shown(48, 50)).toBe('1 «43 46 47 48 49 50');
  });

  it('shows two pages either side of the current one in the middle, with a jump each way', () => {
    expect(shown(25, 50)).toBe('1 «20 23 24 25 26 27 »30 50');
    expect(shown(6, 50)).toBe('1 «1 4 5 6 7 8 »11 50');
  });

  it('shows the one page a jump would leave out instead of the jump', () => {
    expect(shown(5, 10)).toBe('1 2 3 4 5 6 7 »10 10');
    expect(shown(4, 10)).toBe('1 2 3 4 5 6 »9 10');
    expect(shown(7, 10)).toBe('1 «2 5 6 7 8 9 10');
  });

  it('counts at least one page', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });
});
