import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashPassword, PASSWORD_HASH_OPTIONS, unknownUserHash } from '../../server/src/auth/password-hash';
import { ConfigurationError, readPasswordHashCost } from '../../server/src/config/app-config';
import { graphql } from './support/graphql-client';
import { postSigninForm, signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/** What argon2 writes at the production cost: argon2id, 64 MiB, 3 passes, 4 lanes. */
const PRODUCTION_HASH = /^\$argon2id\$v=19\$m=65536,p=4,t=3\$/;

/*
 * The other server tests hash at PASSWORD_HASH_COST=test (support/test-server.ts); this file holds
 * the cost a server has without it.
 */
describe('password hashing cost', () => {
  it('is argon2id at 64 MiB, 3 passes and 4 lanes unless PASSWORD_HASH_COST=test', async () => {
    expect(PASSWORD_HASH_OPTIONS).toMatchObject({ memoryCost: 65_536, timeCost: 3, parallelism: 4 });
    expect(readPasswordHashCost({})).toBe('production');
    expect(readPasswordHashCost({ PASSWORD_HASH_COST: '' })).toBe('production');
    expect(readPasswordHashCost({ PASSWORD_HASH_COST: 'production', NODE_ENV: 'production' })).toBe('production');
    expect(readPasswordHashCost({ PASSWORD_HASH_COST: 'test' })).toBe('test');
    expect(() => readPasswordHashCost({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'production' })).toThrow(ConfigurationError);
    expect(() => readPasswordHashCost({ PASSWORD_HASH_COST: 'cheap' })).toThrow(ConfigurationError);
  });

  it('the test cost is argon2id too, and far cheaper', async () => {
    const previous = process.env.PASSWORD_HASH_COST;
    try {
      process.env.PASSWORD_HASH_COST = 'test';
      expect(await hashPassword('demo1234')).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
      process.env.PASSWORD_HASH_COST = '';
      expect(await hashPassword('demo1234')).toMatch(PRODUCTION_HASH);
      expect(await unknownUserHash()).toMatch(PRODUCTION_HASH);
    } finally {
      process.env.PASSWORD_HASH_COST = previous;
    }
  });
});

describe('a server started without PASSWORD_HASH_COST', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PASSWORD_HASH_COST: '' });
  });
  afterAll(() => server.close());

  it('stores a new password at the production cost, and signs in with it', async () => {
    const superEditor = await signIn(server.url, 'super@demo.test');
    const created = await graphql<{ createOneUser: { id: string } }>(
      server.url,
      superEditor,
      'mutation ($input: CreateOneUserInput!) { createOneUser(input: $input) { id } }',
      { input: { user: { email: 'hashed@demo.test', firstName: 'Hash', lastName: 'Ed', password: 'a-long-passphrase' } } },
    );
    expect(created.errors).toBeUndefined();
    const [row] = await server.dataSource.query<Array<{ passwordHash: string }>>(`SELECT "passwordHash" FROM users WHERE email = 'hashed@demo.test'`);
    expect(row.passwordHash).toMatch(PRODUCTION_HASH);
    expect((await postSigninForm(server.url, { email: 'hashed@demo.test', password: 'a-long-passphrase' })).status).toBe(303);
    expect((await postSigninForm(server.url, { email: 'hashed@demo.test', password: 'a-wrong-passphrase' })).status).toBe(401);
  });
});
