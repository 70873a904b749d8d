/** A lazily loaded part of the page whose code (a chunk) could not be fetched, even after retries. */
export class PartLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PartLoadError';
  }
}

/** Waits between attempts: a dropped connection often returns within seconds. */
export const RETRY_DELAYS_MS = [400, 1200, 3000];

const wait = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/**
 * Calls `load` (a dynamic import) until it succeeds, waiting longer after each failure; after the
 * last one it rejects with a PartLoadError, which the part's boundary (part-boundary.tsx) shows
 * as a message with a reload button instead of blanking the app. A successful import is cached by
 * the browser, so a composite load (the part and antd's scope) only re-fetches what failed.
 */
export const retryingImport = async <Loaded>(load: () => Promise<Loaded>, delays: readonly number[] = RETRY_DELAYS_MS): Promise<Loaded> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= delays.length) throw error instanceof PartLoadError ? error : new PartLoadError(error);
      await wait(delays[attempt]);
    }
  }
};
