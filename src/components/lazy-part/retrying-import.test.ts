import { describe, expect, it, vi } from 'vitest';

import { PartLoadError, retryingImport } from './retrying-import';

describe('retryingImport', () => {
  it('answers with the first successful attempt, after failed ones', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('module');
    await expect(retryingImport(load, [1, 1, 1])).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last delay with a PartLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(cause);
    const failure = await retryingImport(load, [1, 1]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PartLoadError);
    expect((failure as PartLoadError).cause).toBe(cause);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
