import { randomUUID } from 'node:crypto';

import argon2 from 'argon2';

import { PasswordHashCost, readPasswordHashCost } from '../config/app-config';

/** argon2id at the library's defaults (64 MiB, 3 passes, 4 lanes): every password stored in production gets these. */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 } as const;

/**
 * PASSWORD_HASH_COST=test (app-config.ts, refused in production): 1 MiB and one pass, ~3 ms
 * instead of ~250 ms of both cores, for the server tests that sign in to test something else.
 * A verification costs what the stored hash says, so this also makes the test seed's hash cheap.
 */
const TEST_OPTIONS = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

const OPTIONS: Record<PasswordHashCost, typeof PASSWORD_HASH_OPTIONS | typeof TEST_OPTIONS> = { production: PASSWORD_HASH_OPTIONS, test: TEST_OPTIONS };

/** Read when hashing (not once at import): each test server starts with its own environment. */
const currentOptions = () => OPTIONS[readPasswordHashCost(process.env)];

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, currentOptions());

const unknownUserHashes = new Map<object, Promise<string>>();

/** Compared against when the e-mail is unknown, at the cost new hashes have, so both failures take the same time. */
export const unknownUserHash = (): Promise<string> => {
  const options = currentOptions();
  let hash = unknownUserHashes.get(options);
  if (!hash) {
    hash = argon2.hash(randomUUID(), options);
    unknownUserHashes.set(options, hash);
  }
  return hash;
};
