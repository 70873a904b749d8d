import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { graphql } from './support/graphql-client';
import { exchangeHandoff, handoffTokenOf, openSigninForm, postSigninForm, SigninResult } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const CSRF_REFUSED = 'This sign-in form has expired or was sent from another site.';
const ME = 'query Me { me { email } }';

const cookieNamed = (result: { setCookies: string[] }, name: string): string | undefined => result.setCookies.find((header) => header.startsWith(`${name}=`));

const pairOf = (header: string | undefined): string => (header ?? '').split(';')[0];

/** Nothing signs in: no hand-off, no remembered identity. */
const expectRefused = (result: SigninResult): void => {
  expect(result.status).toBe(403);
  expect(result.location).toBeNull();
  expect(result.body).toContain(CSRF_REFUSED);
  expect(result.body).toMatch(/name="csrfToken" value="[A-Za-z0-9_-]{43}"/);
  expect(cookieNamed(result, 'lumen_identity')).toBeUndefined();
};

describe('the sign-in form against login CSRF', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '' });
  });
  afterAll(() => server.close());

  it('gives each browser a token in a strict, script-proof cookie and in the form', async () => {
    const page = await fetch(`${server.url}/signin`);
    const cookie = page.headers.getSetCookie().find((header) => header.startsWith('lumen_signin_csrf='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/signin/);
    expect(cookie).not.toMatch(/Secure/i);
    expect(await page.text()).toContain(`name="csrfToken" value="${decodeURIComponent(pairOf(cookie).split('=')[1])}"`);
    // A second page in the same browser keeps the same token, so two open tabs both work.
    expect((await openSigninForm(server.url, [pairOf(cookie)])).csrfToken).toBe(decodeURIComponent(pairOf(cookie).split('=')[1]));
  });

  it("refuses a post without the token, with another browser's token, or from another site", async () => {
    const fields = { email: 'manager@demo.test', password: 'demo1234', rememberMe: 'true' };
    const mine = await openSigninForm(server.url);
    const theirs = await openSigninForm(server.url);
    // A cross-site page has neither the cookie nor the token.
    expectRefused(
      await postSigninForm(server.url, { ...fields, csrfToken: '' }, { form: { cookie: '', csrfToken: '' }, headers: { origin: 'https://evil.example' } }),
    );
    // An attacker's own valid token, without this browser's cookie.
    expectRefused(await postSigninForm(server.url, fields, { form: { cookie: mine.cookie, csrfToken: theirs.csrfToken } }));
    // The right pair, but posted by a page of another site (or an opaque one: data: URLs send Origin: null).
    expectRefused(await postSigninForm(server.url, fields, { form: mine, headers: { origin: 'https://evil.example' } }));
    expectRefused(await postSigninForm(server.url, fields, { form: mine, headers: { origin: 'null' } }));
    // Without Origin (an empty header counts as none), the Referer decides.
    expectRefused(await postSigninForm(server.url, fields, { form: mine, headers: { origin: '', referer: 'https://evil.example/page' } }));
    expect((await postSigninForm(server.url, fields, { form: mine, headers: { origin: '', referer: `${server.url}/signin` } })).status).toBe(303);
    // The same browser's own form signs in.
    const genuine = await postSigninForm(server.url, fields, { form: mine });
    expect(genuine.status).toBe(303);
  });

  it('hands off without a Referer: the one-time token is in the address of /login', async () => {
    const result = await postSigninForm(server.url, { email: 'learner@demo.test', password: 'demo1234' });
    expect(result.status).toBe(303);
    expect(result.headers?.get('referrer-policy')).toBe('no-referrer');
    const page = await fetch(`${server.url}/signin`);
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('never answers 500 to repeated, nested, over-long or NUL-carrying form fields', async () => {
    const form = await openSigninForm(server.url);
    const response = await fetch(`${server.url}/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: form.cookie },
      body: `email=a%40b.c&email=d%40e.f&email[x]=1&password=p&password=q&csrfToken=${form.csrfToken}`,
      redirect: 'manual',
    });
    expect(response.status).toBe(401);
    for (const email of ['nul\u0000@demo.test', `${'x'.repeat(300)}@demo.test`]) {
      expect((await postSigninForm(server.url, { email, password: 'demo1234' })).status).toBe(401);
    }
  });
});

describe('the remember-me identity', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => server.close());

  const rememberMe = async (email: string, headers: Record<string, string> = {}): Promise<SigninResult> =>
    postSigninForm(server.url, { email, password: 'demo1234', rememberMe: 'true', redirectTo: '/' }, { headers });

  const continueAs = (email: string, identity: string): Promise<Response> =>
    fetch(`${server.url}/signin?continueAs=${encodeURIComponent(email)}&redirectTo=%2F`, { headers: { cookie: identity }, redirect: 'manual' });

  const dashboardToken = async (result: SigninResult): Promise<string> =>
    ((await (await exchangeHandoff(server.url, handoffTokenOf(result.location as string))).json()) as { access_token: string }).access_token;

  it('no longer signs the browser in after "log out everywhere", on any browser', async () => {
    const laptop = await rememberMe('agent@demo.test');
    const phone = await rememberMe('agent@demo.test');
    const laptopIdentity = pairOf(cookieNamed(laptop, 'lumen_identity'));
    const phoneIdentity = pairOf(cookieNamed(phone, 'lumen_identity'));
    expect((await continueAs('agent@demo.test', phoneIdentity)).status).toBe(303);

    const token = await dashboardToken(laptop);
    const logout = await fetch(`${server.url}/api/v1/auth/logout?endAllSessions=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, cookie: laptopIdentity },
    });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().some((header) => header.startsWith('lumen_identity=;'))).toBe(true);

    // The phone never received the cleared cookie; its identity is refused all the same.
    for (const identity of [phoneIdentity, laptopIdentity]) {
      const refused = await continueAs('agent@demo.test', identity);
      expect(refused.status).toBe(200);
      expect(await refused.text()).toContain('value="agent@demo.test"');
    }
    // A new sign-in with remember-me is remembered again.
    const fresh = pairOf(cookieNamed(await rememberMe('agent@demo.test'), 'lumen_identity'));
    const continued = await continueAs('agent@demo.test', fresh);
    expect(continued.status).toBe(303);
    const me = await graphql<{ me: { email: string } }>(
      server.url,
      await dashboardToken({ status: 303, location: continued.headers.get('location'), body: '', setCookies: [] }),
      ME,
    );
    expect(me.data?.me.email).toBe('agent@demo.test');
  });

  it('is not revoked by logging out here only', async () => {
    const signin = await rememberMe('curator@demo.test');
    const identity = pairOf(cookieNamed(signin, 'lumen_identity'));
    const token = await dashboardToken(signin);
    await fetch(`${server.url}/api/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect((await continueAs('curator@demo.test', identity)).status).toBe(303);
  });

  it('is Secure when the request came over HTTPS through the trusted proxy', async () => {
    const overHttps = await rememberMe('partner@demo.test', { 'x-forwarded-proto': 'https' });
    expect(cookieNamed(overHttps, 'lumen_identity')).toMatch(/; Secure/i);
    const page = await fetch(`${server.url}/signin`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers.getSetCookie().find((header) => header.startsWith('lumen_signin_csrf='))).toMatch(/; Secure/i);
    const exchange = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { authorization: `Bearer ${handoffTokenOf(overHttps.location as string)}`, 'x-forwarded-proto': 'https' },
    });
    expect(exchange.headers.getSetCookie().find((header) => header.startsWith('lumen_signed_in='))).toMatch(/; Secure/i);
    const overHttp = await rememberMe('partner@demo.test');
    expect(cookieNamed(overHttp, 'lumen_identity')).not.toMatch(/Secure/i);
  });
});

describe('X-Forwarded-Proto without a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '', SEED_DEMO_DATA: 'false' });
  });
  afterAll(() => server.close());

  it('is ignored: the cookie is not marked Secure on a plain HTTP request', async () => {
    const page = await fetch(`${server.url}/signin`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers.getSetCookie().find((header) => header.startsWith('lumen_signin_csrf='))).not.toMatch(/Secure/i);
  });
});
