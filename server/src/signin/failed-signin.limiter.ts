import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

import { APP_CONFIG, AppConfig } from '../config/app-config';

/** Failures are counted per account (the normalised e-mail) and per address, each on its own. */
export type LimitScope = 'account' | 'address';

type Policy = { freeFailures: number; windowSeconds: number };

/**
 * An account allows few failures (guessing one password from many addresses); an address allows
 * more (an office behind one NAT), but not the many accounts a spraying attacker tries.
 */
export const SIGNIN_LIMITS: Record<LimitScope, Policy> = {
  account: { freeFailures: 5, windowSeconds: 3600 },
  address: { freeFailures: 20, windowSeconds: 3600 },
};
export const FIRST_LOCK_SECONDS = 30;
export const MAX_LOCK_SECONDS = 15 * 60;

export type SigninAttempt = { account: string; address: string };
export type SigninLock = { scope: LimitScope; seconds: number };

/** Lock length after `excess` failures beyond the free ones: 30 s, doubling up to 15 min. */
export const lockSecondsFor = (excess: number): number => (excess <= 0 ? 0 : Math.min(FIRST_LOCK_SECONDS * 2 ** Math.min(excess - 1, 30), MAX_LOCK_SECONDS));

/** The e-mail as accounts are stored (trimmed, lower case), bounded so a key stays small. */
export const accountKey = (email: string): string => email.trim().toLowerCase().slice(0, 254);

/** IPv4 as is (also when mapped into IPv6); IPv6 by its /64, which one subscriber usually holds whole. */
export const addressKey = (address: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = [...headGroups, ...Array<string>(Math.max(8 - headGroups.length - tailGroups.length, 0)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};

/**
 * Slows down failed sign-ins with rate-limiter-flexible: in Redis when REDIS_URL is set (shared
 * by every instance), in memory otherwise (keys expire with their window). After the free
 * failures each further failure locks that account or address, 30 s at first, doubling up to
 * 15 min. A success clears the account's count only: the address keeps its count, so a correct
 * sign-in of one's own account does not reset the guessing done from that address.
 */
@Injectable()
export class FailedSigninLimiter implements OnModuleDestroy {
  private readonly redis: Redis | null;
  private readonly failures: Record<LimitScope, RateLimiterAbstract>;
  private readonly locks: Record<LimitScope, RateLimiterAbstract>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3, enableOfflineQueue: true }) : null;
    const limiter = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract => {
      if (!this.redis) return new RateLimiterMemory({ keyPrefix, points, duration });
      // While Redis is unreachable, this instance still limits on its own.
      return new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix,
        points,
        duration,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
      });
    };
    this.failures = {
      account: limiter('lumen:signin-failures:account', SIGNIN_LIMITS.account.freeFailures, SIGNIN_LIMITS.account.windowSeconds),
      address: limiter('lumen:signin-failures:address', SIGNIN_LIMITS.address.freeFailures, SIGNIN_LIMITS.address.windowSeconds),
    };
    // A lock is a key blocked for its length (block() stores more points than allowed).
    this.locks = {
      account: limiter('lumen:signin-lock:account', 0, MAX_LOCK_SECONDS),
      address: limiter('lumen:signin-lock:address', 0, MAX_LOCK_SECONDS),
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }

  /** The longer of the account's and the address's locks, or null. */
  async lockFor(attempt: SigninAttempt): Promise<SigninLock | null> {
    const [account, address] = await Promise.all([
      this.remainingLock('account', accountKey(attempt.account)),
      this.remainingLock('address', addressKey(attempt.address)),
    ]);
    if (account === 0 && address === 0) return null;
    return account >= address ? { scope: 'account', seconds: account } : { scope: 'address', seconds: address };
  }

  /** Counts a failure for both; returns the lock now in force, if any. */
  async recordFailure(attempt: SigninAttempt): Promise<SigninLock | null> {
    await Promise.all([this.countFailure('account', accountKey(attempt.account)), this.countFailure('address', addressKey(attempt.address))]);
    return this.lockFor(attempt);
  }

  /** Clears the account's failures; never the address's. */
  async recordSuccess(attempt: SigninAttempt): Promise<void> {
    await this.failures.account.delete(accountKey(attempt.account));
  }

  private async countFailure(scope: LimitScope, key: string): Promise<void> {
    const counted = await this.failures[scope].penalty(key, 1);
    const seconds = lockSecondsFor(counted.consumedPoints - SIGNIN_LIMITS[scope].freeFailures);
    if (seconds > 0) await this.locks[scope].block(key, seconds);
  }

  private async remainingLock(scope: LimitScope, key: string): Promise<number> {
    const lock = await this.locks[scope].get(key);
    return lock && lock.consumedPoints > 0 && lock.msBeforeNext > 0 ? Math.ceil(lock.msBeforeNext / 1000) : 0;
  }
}
