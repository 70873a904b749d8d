import { describe, expect, it } from 'vitest';

import { upsertItem } from './use-trays';

describe('tray updates', () => {
  it('puts a changed item on top, replacing its older version', () => {
    const items = [
      { id: 'a', progress: 10 },
      { id: 'b', progress: 0 },
    ];
    expect(upsertItem(items, { id: 'b', progress: 50 }, (item) => item.id)).toEqual([
      { id: 'b', progress: 50 },
      { id: 'a', progress: 10 },
    ]);
    expect(upsertItem(items, { id: 'c', progress: 0 }, (item) => item.id).map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });
});
