import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { errorCodeOf, graphql } from './support/graphql-client';
import { exchangeHandoff, handoffTokenOf, postSigninForm, signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const ME = 'query Me { me { email profile { fullName } } }';

describe('sign-in service', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('shows a form with labelled Email and Password fields and a Sign in button', async () => {
    const response = await fetch(`${server.url}/signin?redirectTo=/account`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).toContain('value="/account"');
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const wrongPassword = await postSigninForm(server.url, { email: 'manager@demo.test', password: 'nope' });
    const unknownEmail = await postSigninForm(server.url, { email: 'nobody@demo.test', password: 'demo1234' });
    for (const result of [wrongPassword, unknownEmail]) {
      expect(result.status).toBe(401);
      expect(result.body).toContain('Incorrect email or password.');
      expect(result.location).toBeNull();
    }
  });

  it('redirects to the SPA sign-in route with the token values, then the SPA exchanges the token once', async () => {
    const result = await postSigninForm(server.url, { email: 'Manager@Demo.test ', password: 'demo1234', redirectTo: '/organization/org-acme#settings' });
    expect(result.status).toBe(303);
    const location = new URL(result.location as string, server.url);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('token_type')).toBe('Bearer');
    expect(Number(location.searchParams.get('expires_at'))).toBeGreaterThan(Date.now());
    expect(location.searchParams.get('redirectTo')).toBe('/organization/org-acme#settings');

    const handoff = handoffTokenOf(result.location as string);
    // The handoff token is not a dashboard token.
    expect(errorCodeOf(await graphql(server.url, handoff, ME))).toBe('UNAUTHENTICATED');

    const exchange = await exchangeHandoff(server.url, handoff);
    expect(exchange.status).toBe(200);
    const session = (await exchange.json()) as { access_token: string; token_type: string; expires_at: number };
    expect(session.token_type).toBe('Bearer');
    expect(session.expires_at).toBeGreaterThan(Date.now() + 3600_000);
    const me = await graphql<{ me: { email: string; profile: { fullName: string } } }>(server.url, session.access_token, ME);
    expect(me.data?.me).toEqual({ email: 'manager@demo.test', profile: { fullName: 'Mina Manager' } });

    const replay = await exchangeHandoff(server.url, handoff);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.stringContaining('already used') } });
  });

  it('never redirects to another site', async () => {
    for (const redirectTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const result = await postSigninForm(server.url, { email: 'learner@demo.test', password: 'demo1234', redirectTo });
      expect(new URL(result.location as string, server.url).searchParams.get('redirectTo')).toBe('/');
    }
  });

  it('continues as a remembered account without the form', async () => {
    const first = await postSigninForm(server.url, { email: 'agent@demo.test', password: 'demo1234', rememberMe: 'true' });
    const cookie = first.setCookies.map((header) => header.split(';')[0]).find((pair) => pair.startsWith('lumen_identity=')) ?? '';
    expect(cookie).toMatch(/^lumen_identity=/);
    const again = await fetch(`${server.url}/signin?continueAs=agent%40demo.test&redirectTo=%2Faccount&rememberMe=true`, {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(again.status).toBe(303);
    const token = (await (await exchangeHandoff(server.url, handoffTokenOf(again.headers.get('location') as string))).json()) as { access_token: string };
    expect((await graphql<{ me: { email: string } }>(server.url, token.access_token, ME)).data?.me.email).toBe('agent@demo.test');
    // Asking to continue as someone else shows the form, pre-filled, instead.
    const other = await fetch(`${server.url}/signin?continueAs=manager%40demo.test`, { headers: { cookie }, redirect: 'manual' });
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('value="manager@demo.test"');
  });

  it('answers UNAUTHENTICATED without a token, with a forged token and on REST', async () => {
    expect(errorCodeOf(await graphql(server.url, null, ME))).toBe('UNAUTHENTICATED');
    const token = await signIn(server.url, 'learner@demo.test');
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(errorCodeOf(await graphql(server.url, forged, ME))).toBe('UNAUTHENTICATED');
    const rest = await fetch(`${server.url}/api/v1/user/metadata/general`);
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please log in again.' } });
  });

  it('serves a version that does not change between requests', async () => {
    const first = await fetch(`${server.url}/version.txt`);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.text()).toBe(await (await fetch(`${server.url}/version.txt`)).text());
  });
});
