import { describe, expect, it } from 'vitest';

import { featureUpdatesPath, hasUnseenUpdates } from './feature-updates';

const update = (publishedOn: string) => ({ name: 'n', slug: 's', summary: '', mainImage: null, publishedOn });

describe("what's new dot", () => {
  it('shows when the newest update is later than lastSeen, or nothing was seen yet', () => {
    expect(hasUnseenUpdates([update('2026-11-20T00:00:00Z')], '2026-11-19T00:00:00Z')).toBe(true);
    expect(hasUnseenUpdates([update('2026-11-20T00:00:00Z')], '2026-11-21T00:00:00Z')).toBe(false);
    expect(hasUnseenUpdates([update('2026-11-20T00:00:00Z')], undefined)).toBe(true);
    expect(hasUnseenUpdates([], undefined)).toBe(false);
  });
});

describe("what's new in the language shown", () => {
  it('asks the feed for the entries in that language, English when none is known yet', () => {
    expect(featureUpdatesPath('ko')).toBe('/api/v1/integrations/whats-new/features?limit=3&language=ko');
    expect(featureUpdatesPath(undefined)).toBe('/api/v1/integrations/whats-new/features?limit=3&language=en');
  });
});
