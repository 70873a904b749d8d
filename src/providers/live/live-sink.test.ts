import { afterEach, describe, expect, it, vi } from 'vitest';

import { liveSink } from './live-sink';

describe('liveSink', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes every update on', () => {
    const next = vi.fn();
    liveSink<{ changed: boolean }>('banners', next).next({ data: { changed: true } });
    expect(next).toHaveBeenCalledWith({ data: { changed: true } });
  });

  it('logs a failure with the name of the updates that stopped', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = [{ message: 'Forbidden' }];
    liveSink('dashboard banners', vi.fn()).error(failure);
    expect(logged).toHaveBeenCalledWith('Live updates stopped: dashboard banners', failure);
  });
});
