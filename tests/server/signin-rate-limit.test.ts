import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FREE_FAILURES } from '../../server/src/signin/failed-signin.limiter';
import { postSigninForm } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

describe('repeated failed sign-ins', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('are slowed down after a few, say so, and refuse even the right password meanwhile', async () => {
    for (let attempt = 1; attempt <= FREE_FAILURES - 1; attempt += 1) {
      expect((await postSigninForm(server.url, { email: 'manager@demo.test', password: `wrong-${attempt}` })).status).toBe(401);
    }
    const locking = await postSigninForm(server.url, { email: 'manager@demo.test', password: 'wrong-again' });
    expect(locking.status).toBe(401);
    const locked = await postSigninForm(server.url, { email: 'manager@demo.test', password: 'still-wrong' });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatch(/Too many failed sign-in attempts from your network\. Try again in \d+ seconds\./);
    const rightPassword = await postSigninForm(server.url, { email: 'manager@demo.test', password: 'demo1234' });
    expect(rightPassword.status).toBe(429);
    expect(rightPassword.location).toBeNull();
  });
});
