import { createRequire } from 'node:module';

import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
type Channel = {
  assert(key: unknown): void;
  delete(key: unknown): boolean;
  get(key: unknown): unknown;
  has(key: unknown): boolean;
  set(key: unknown, value: unknown): void;
};
const packages: Record<string, () => Channel> = {
  'the side-channel package': require('side-channel') as () => Channel,
  'the stand-in (vite.config.ts)': require('./side-channel.cjs') as () => Channel,
};

// The browser build replaces side-channel with a Map (src/vendor/side-channel.cjs): qs, and so the
// address's query, must behave the same with either.
describe.each(Object.entries(packages))('%s', (_name, getSideChannel) => {
  it('keeps values by object and by primitive key, and forgets them on delete', () => {
    const channel = getSideChannel();
    const key = {};
    expect(channel.get(key)).toBeUndefined();
    expect(channel.has(key)).toBe(false);
    expect(() => channel.assert(key)).toThrow(TypeError);
    channel.set(key, 'visited');
    channel.set('name', 1);
    expect(channel.get(key)).toBe('visited');
    expect(channel.get('name')).toBe(1);
    expect(channel.has({})).toBe(false);
    expect(() => channel.assert(key)).not.toThrow();
    expect(channel.delete(key)).toBe(true);
    expect(channel.has(key)).toBe(false);
    expect(channel.delete(key)).toBe(false);
  });

  it('is a new, empty channel on each call', () => {
    const first = getSideChannel();
    first.set('key', 1);
    expect(getSideChannel().has('key')).toBe(false);
  });
});
