import { describe, expect, it } from 'vitest';

import { SIDEBAR_SECTIONS } from '@/config/sidebar';

import { SIDEBAR_ICONS } from './sidebar-icons';

describe('sidebar icons', () => {
  // The collapsed sidebar shows only icons: an item without one is an empty, unnamed gap.
  it('gives every declared sidebar item an icon', () => {
    const keys = SIDEBAR_SECTIONS.flatMap((section) => section.items.map((item) => item.key));
    expect(keys.filter((key) => !(key in SIDEBAR_ICONS))).toEqual([]);
  });
});
