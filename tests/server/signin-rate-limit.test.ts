import { randomBytes } from 'node:crypto';

import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addressKey, SIGNIN_LIMITS } from '../../server/src/signin/failed-signin.limiter';
import { postSigninForm, SigninResult } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const ACCOUNT_LOCKED = /Too many failed sign-in attempts for this account\. Try again in \d+ seconds\./;
const NETWORK_LOCKED = /Too many failed sign-in attempts from your network\. Try again in \d+ seconds\./;
const ACCOUNT_FREE = SIGNIN_LIMITS.account.freeFailures;
const ADDRESS_FREE = SIGNIN_LIMITS.address.freeFailures;

/** A documentation address (RFC 5737) of its own for each test, so their counts stay apart. */
let nextAddress = 1;
const freshAddress = (): string => `198.51.100.${nextAddress++}`;
/** An account nobody has: failures against it count like any other. */
const nobody = (): string => `nobody-${randomBytes(4).toString('hex')}@demo.test`;

/** Through a proxy on this machine (TRUST_PROXY=loopback), the client's address is X-Forwarded-For. */
const attempt = (url: string, email: string, password: string, address: string): Promise<SigninResult> =>
  postSigninForm(url, { email, password }, { headers: { 'x-forwarded-for': address } });

describe('repeated failed sign-ins', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => server.close());

  it('lock one account after a few failures from any number of addresses, even for the right password', async () => {
    for (let failure = 1; failure <= ACCOUNT_FREE; failure += 1) {
      expect((await attempt(server.url, 'manager@demo.test', `wrong-${failure}`, freshAddress())).status).toBe(401);
    }
    const locked = await attempt(server.url, 'manager@demo.test', 'still-wrong', freshAddress());
    expect(locked.status).toBe(429);
    expect(locked.body).toMatch(ACCOUNT_LOCKED);
    const rightPassword = await attempt(server.url, 'Manager@Demo.test ', 'demo1234', freshAddress());
    expect(rightPassword.status).toBe(429);
    expect(rightPassword.location).toBeNull();
    // The addresses involved are not locked: another account signs in from the last one.
    expect((await attempt(server.url, 'agent@demo.test', 'demo1234', `198.51.100.${nextAddress - 1}`)).status).toBe(303);
  });

  it('lock an address that sprays many accounts, whatever account it tries next', async () => {
    const address = freshAddress();
    for (let failure = 1; failure <= ADDRESS_FREE; failure += 1) {
      expect((await attempt(server.url, nobody(), 'guess', address)).status).toBe(401);
    }
    const locking = await attempt(server.url, nobody(), 'guess', address);
    expect(locking.status).toBe(429);
    expect(locking.body).toMatch(NETWORK_LOCKED);
    const rightPassword = await attempt(server.url, 'curator@demo.test', 'demo1234', address);
    expect(rightPassword.status).toBe(429);
    expect(rightPassword.body).toMatch(NETWORK_LOCKED);
    expect((await attempt(server.url, 'curator@demo.test', 'demo1234', freshAddress())).status).toBe(303);
  });

  it('are not forgiven when the attacker signs in to their own account in between', async () => {
    const address = freshAddress();
    const victim = 'curator2@demo.test';
    // Four guesses, then a correct sign-in of the attacker's own account, over and over: first
    // at one victim, then at many accounts.
    for (let guess = 1; guess <= ADDRESS_FREE + 1; guess += 1) {
      const answer = await attempt(server.url, guess <= ACCOUNT_FREE + 1 ? victim : nobody(), 'guess', address);
      if (guess === ACCOUNT_FREE + 1) expect(answer.body).toMatch(ACCOUNT_LOCKED);
      else if (guess === ADDRESS_FREE + 1) expect(answer.body).toMatch(NETWORK_LOCKED);
      else expect(answer.status).toBe(401);
      if (guess % 4 === 0 && guess <= ADDRESS_FREE) expect((await attempt(server.url, 'learner@demo.test', 'demo1234', address)).status).toBe(303);
    }
    // The victim's count was not reset by the attacker's successes: locked from anywhere.
    const victimFromElsewhere = await attempt(server.url, victim, 'demo1234', freshAddress());
    expect(victimFromElsewhere.status).toBe(429);
    expect(victimFromElsewhere.body).toMatch(ACCOUNT_LOCKED);
    // Nor was the address's: the attacker's own correct password is refused from there now.
    const own = await attempt(server.url, 'learner@demo.test', 'demo1234', address);
    expect(own.status).toBe(429);
    expect(own.body).toMatch(NETWORK_LOCKED);
  });

  it("forgive an account's own failures once it signs in", async () => {
    for (let round = 0; round < 2; round += 1) {
      for (let failure = 1; failure < ACCOUNT_FREE; failure += 1) {
        expect((await attempt(server.url, 'partner@demo.test', 'typo', freshAddress())).status).toBe(401);
      }
      expect((await attempt(server.url, 'partner@demo.test', 'demo1234', freshAddress())).status).toBe(303);
    }
  });
});

describe('the address counted', () => {
  let server: TestServer;
  beforeAll(async () => {
    // startTestServer's settings stay in process.env: TRUST_PROXY is reset here explicitly.
    server = await startTestServer({ SEED_DEMO_DATA: 'false', TRUST_PROXY: '' });
  });
  afterAll(() => server.close());

  it('is the socket address, whatever X-Forwarded-For says, unless TRUST_PROXY is set', async () => {
    for (let failure = 1; failure <= ADDRESS_FREE; failure += 1) {
      expect((await attempt(server.url, nobody(), 'guess', freshAddress())).status).toBe(401);
    }
    // With a trusted proxy these would be as many addresses; without, they are all this socket's.
    const locked = await attempt(server.url, nobody(), 'guess', freshAddress());
    expect(locked.status).toBe(429);
    expect(locked.body).toMatch(NETWORK_LOCKED);
  });

  it('groups an IPv6 subscriber by its /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });
});

/** Redis on this machine (the CI has none): skipped, with the reason in the test name, when unreachable. */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = async (): Promise<boolean> => {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
};

describe.skipIf(!(await redisReachable()))(`with REDIS_URL (${REDIS_URL})`, () => {
  const servers: TestServer[] = [];
  beforeAll(async () => {
    servers.push(await startTestServer({ TRUST_PROXY: 'loopback', REDIS_URL, SEED_DEMO_DATA: 'false' }));
    servers.push(await startTestServer({ TRUST_PROXY: 'loopback', REDIS_URL, SEED_DEMO_DATA: 'false' }));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('share the counts between instances', async () => {
    const [first, second] = servers;
    const account = nobody();
    const address = `203.0.113.${1 + (randomBytes(1)[0] % 250)}`;
    for (let failure = 1; failure <= ACCOUNT_FREE; failure += 1) {
      const instance = failure % 2 === 0 ? first : second;
      expect((await attempt(instance.url, account, 'guess', address)).status).toBe(401);
    }
    expect((await attempt(first.url, account, 'guess', address)).body).toMatch(ACCOUNT_LOCKED);
    expect((await attempt(second.url, account, 'guess', freshAddress())).body).toMatch(ACCOUNT_LOCKED);
    // A memory limiter on each instance would have allowed each of them its own free failures.
  });
});
