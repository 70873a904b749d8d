import { describe, expect, it } from 'vitest';

import { orderedId } from '../../server/src/database/ordered-id';

describe('row ids', () => {
  it('sort as text in the order they were made, also many in one millisecond and after a clock step back', () => {
    const made = [
      ...Array.from({ length: 5000 }, () => orderedId(1_795_000_000_000)),
      orderedId(1_795_000_000_001),
      orderedId(1_794_999_999_000),
      orderedId(1_795_000_000_500),
    ];
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(made.length);
  });

  it('are UUIDs of version 7 and variant 1', () => {
    expect(orderedId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
