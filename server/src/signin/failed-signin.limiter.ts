import { Injectable } from '@nestjs/common';

type Attempts = { failures: number; firstFailureAt: number; lockedUntil: number };

/** Failures allowed from one address within the window before sign-in is slowed down. */
export const FREE_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
const FIRST_LOCK_MS = 30_000;
const MAX_LOCK_MS = 15 * 60_000;

/**
 * Slows down repeated failed sign-ins from one address: after FREE_FAILURES failures each further
 * failure locks the address out, 30 s at first and doubling up to 15 min. A success clears it.
 */
@Injectable()
export class FailedSigninLimiter {
  private readonly attemptsByAddress = new Map<string, Attempts>();

  /** Seconds the address must still wait, or 0. */
  secondsLocked(address: string, now = Date.now()): number {
    const attempts = this.current(address, now);
    return attempts && attempts.lockedUntil > now ? Math.ceil((attempts.lockedUntil - now) / 1000) : 0;
  }

  recordFailure(address: string, now = Date.now()): void {
    const attempts = this.current(address, now) ?? { failures: 0, firstFailureAt: now, lockedUntil: 0 };
    attempts.failures += 1;
    const excess = attempts.failures - FREE_FAILURES;
    if (excess > 0) attempts.lockedUntil = now + Math.min(FIRST_LOCK_MS * 2 ** (excess - 1), MAX_LOCK_MS);
    this.attemptsByAddress.set(address, attempts);
  }

  recordSuccess(address: string): void {
    this.attemptsByAddress.delete(address);
  }

  private current(address: string, now: number): Attempts | undefined {
    const attempts = this.attemptsByAddress.get(address);
    if (attempts && attempts.firstFailureAt + WINDOW_MS < now && attempts.lockedUntil < now) {
      this.attemptsByAddress.delete(address);
      return undefined;
    }
    return attempts;
  }
}
