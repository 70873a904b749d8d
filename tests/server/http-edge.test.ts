import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { MAX_BODY_DEPTH } from '../../server/src/http/body-parsers';
import { captureServerLog, ServerLog } from './support/server-log';

import { handoffTokenOf, postSigninForm, signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/** The signed-in marker a browser holds after the token exchange (which the SPA's routes look for). */
const signedInMarker = async (baseUrl: string): Promise<string> => {
  const form = await postSigninForm(baseUrl, { email: 'agent@demo.test', password: 'demo1234', redirectTo: '/' });
  const exchange = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { authorization: `Bearer ${handoffTokenOf(form.location as string)}` },
  });
  return (exchange.headers.getSetCookie().find((cookie) => cookie.startsWith('lumen_signed_in=')) as string).split(';')[0];
};

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request whose answer is read as bytes, exactly as sent (fetch would decompress it). */
const raw = (url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(options.body);
  });

/** A built SPA in miniature: index.html, one hashed asset with its precompressed copies, one plain file. */
const SCRIPT = `console.log(${JSON.stringify('lumen '.repeat(400))});\n`;
const writeClient = (directory: string): void => {
  mkdirSync(join(directory, 'assets'), { recursive: true });
  const index = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
  writeFileSync(join(directory, 'index.html'), index);
  writeFileSync(join(directory, 'index.html.br'), brotliCompressSync(index));
  writeFileSync(join(directory, 'index.html.gz'), gzipSync(index));
  writeFileSync(join(directory, 'assets', 'index-AbC123.js'), SCRIPT);
  writeFileSync(join(directory, 'assets', 'index-AbC123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(directory, 'assets', 'index-AbC123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(directory, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
};

describe('the HTTP edge', () => {
  let server: TestServer;
  let clientDirectory: string;
  let token: string;
  let log: ServerLog;
  beforeAll(async () => {
    clientDirectory = mkdtempSync(join(tmpdir(), 'lumen-client-'));
    writeClient(clientDirectory);
    server = await startTestServer({ CLIENT_DIR: clientDirectory });
    token = await signIn(server.url, 'manager@demo.test');
    log = captureServerLog();
  });
  afterAll(async () => {
    log.stop();
    await server.close();
    rmSync(clientDirectory, { recursive: true, force: true });
  });

  it('sends the security headers on pages, assets and the API', async () => {
    for (const path of ['/signin', '/login', '/assets/index-AbC123.js', '/graphql?query=%7B__typename%7D']) {
      const answer = await raw(`${server.url}${path}`, { headers: { 'apollo-require-preflight': 'true' } });
      const policy = String(answer.headers['content-security-policy']);
      expect(policy, path).toContain("default-src 'self'");
      expect(policy, path).toMatch(/script-src 'self';/);
      expect(policy, path).toContain("style-src 'self' 'unsafe-inline'");
      expect(policy, path).toContain(`connect-src 'self' ws://${new URL(server.url).host} wss://${new URL(server.url).host}`);
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("form-action 'self'");
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['x-frame-options'], path).toBe('DENY');
      expect(answer.headers['strict-transport-security'], path).toBeUndefined();
    }
    expect((await raw(`${server.url}/signin`)).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect((await raw(`${server.url}/login`)).headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers a body over the limit with 413 in the usual error shapes', async () => {
    const large = JSON.stringify({ key: 'note', value: 'x'.repeat(150 * 1024) });
    const rest = await fetch(`${server.url}/api/v1/user/metadata/general`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: large,
    });
    expect(rest.status).toBe(413);
    expect(await rest.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than the limit of 100 kB.' } });
    const graphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename }`, padding: 'x'.repeat(150 * 1024) }),
    });
    expect(graphql.status).toBe(413);
    expect(await graphql.json()).toEqual({
      errors: [{ message: expect.stringContaining('larger than the limit'), extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const rest = await fetch(`${server.url}/api/v1/user/metadata/general`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{"key": "note", ',
    });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' } });
    const graphql = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(graphql.status).toBe(400);
    expect(await graphql.json()).toEqual({ errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('compresses GraphQL answers in brotli or gzip, as the browser accepts', async () => {
    const body = JSON.stringify({ query: 'query Users { users(paging: { limit: 50 }) { nodes { id email fullName } } }' });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const brotli = await raw(`${server.url}/graphql`, { method: 'POST', headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' }, body });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString()).data.users.nodes).toHaveLength(50);
    const gzip = await raw(`${server.url}/graphql`, { method: 'POST', headers: { ...headers, 'accept-encoding': 'gzip' }, body });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString()).data.users.nodes).toHaveLength(50);
    const plain = await raw(`${server.url}/graphql`, { method: 'POST', headers, body });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
  });

  it('serves the SPA assets precompressed, cached for a year, and a missing asset as 404', async () => {
    const url = `${server.url}/assets/index-AbC123.js`;
    const brotli = await raw(url, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
    const gzip = await raw(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await raw(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect((await raw(`${server.url}/assets/index-Missing.js`)).status).toBe(404);
    expect((await raw(`${server.url}/favicon.svg`)).headers['cache-control']).toBe('no-cache');
  });

  it('sends a visitor without a session to the sign-in page before downloading the SPA', async () => {
    const visitor = await raw(`${server.url}/organization/org-acme?tab=groups`, { headers: { accept: 'text/html' } });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toBe('/signin?redirectTo=%2Forganization%2Forg-acme%3Ftab%3Dgroups');
    expect((await raw(`${server.url}/`, { headers: { accept: 'text/html' } })).headers.location).toBe('/signin?redirectTo=%2F');
    // The hand-off route is open without a session, never cached, and compressed.
    const handoff = await raw(`${server.url}/login?access_token=x`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(handoff.status).toBe(200);
    expect(handoff.headers['cache-control']).toBe('no-cache');
    expect(handoff.headers['content-encoding']).toBe('br');
  });

  it('serves the SPA to a browser whose token exchange set the signed-in marker, until logout clears it', async () => {
    const form = await postSigninForm(server.url, { email: 'agent@demo.test', password: 'demo1234', redirectTo: '/' });
    const exchange = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { authorization: `Bearer ${handoffTokenOf(form.location as string)}` },
    });
    const marker = exchange.headers.getSetCookie().find((cookie) => cookie.startsWith('lumen_signed_in='));
    expect(marker).toMatch(/HttpOnly/i);
    expect(marker).toMatch(/SameSite=Lax/i);
    expect(marker).toMatch(/Max-Age=4319\d/);
    const cookie = (marker as string).split(';')[0];
    const page = await raw(`${server.url}/organization/org-acme`, { headers: { accept: 'text/html', cookie } });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('/assets/index-AbC123.js');
    const { access_token: accessToken } = (await exchange.json()) as { access_token: string };
    const logout = await fetch(`${server.url}/api/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}`, cookie } });
    expect(logout.headers.getSetCookie().some((header) => /^lumen_signed_in=;.*Expires=Thu, 01 Jan 1970/.test(header))).toBe(true);
  });

  it('leaves version.txt to the server, uncached', async () => {
    const answer = await raw(`${server.url}/version.txt`);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers HEAD as GET on every route: the same status and headers, no body', async () => {
    const cookie = await signedInMarker(server.url);
    const cases: Array<{ path: string; headers?: Record<string, string> }> = [
      { path: '/', headers: { accept: 'text/html' } },
      { path: '/organization/org-acme?tab=groups', headers: { accept: 'text/html' } },
      { path: '/organization/org-acme', headers: { accept: 'text/html', cookie } },
      { path: '/login?access_token=x', headers: { accept: 'text/html' } },
      { path: '/signin' },
      { path: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br' } },
      { path: '/assets/index-Missing.js' },
      { path: '/favicon.svg' },
      { path: '/version.txt' },
      { path: '/graphql?query=%7B__typename%7D', headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` } },
      { path: '/graphql' },
      { path: '/api/v1/user/metadata/general', headers: { authorization: `Bearer ${token}` } },
      { path: '/api/v1/user/metadata/general' },
      { path: '/api/v1/nothing-here' },
    ];
    for (const { path, headers } of cases) {
      const get = await raw(`${server.url}${path}`, { headers });
      const head = await raw(`${server.url}${path}`, { method: 'HEAD', headers });
      expect(head.status, path).toBe(get.status);
      for (const name of ['location', 'content-type', 'content-encoding', 'cache-control', 'content-security-policy']) {
        expect(head.headers[name], `${path} ${name}`).toEqual(get.headers[name]);
      }
      expect(head.body.length, path).toBe(0);
    }
  });

  it('refuses a WebSocket upgrade to any path but the live channel at once', async () => {
    const upgrade = (path: string, protocol?: string) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}${path}`, protocol);
        socket.on('unexpected-response', (_request, response) => resolve(`refused ${response.statusCode}`));
        socket.on('open', () => {
          socket.close();
          resolve('open');
        });
        socket.on('error', (error) => resolve(`error ${error.message}`));
      });
    const started = Date.now();
    expect(await upgrade('/')).toBe('refused 404');
    expect(await upgrade('/api/v1/anything')).toBe('refused 404');
    expect(await upgrade('/graphqlx', 'graphql-transport-ws')).toBe('refused 400');
    // Answered, not left for the client's own timeout.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await upgrade('/graphql', 'graphql-transport-ws')).toBe('open');
  });

  it('answers a body that cannot be read, or nests too deeply, with 400 in the usual error shapes', async () => {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const garbage = { ...headers, 'content-encoding': 'gzip' };
    const rest = await fetch(`${server.url}/api/v1/user/metadata/general`, { method: 'PUT', headers: garbage, body: 'not gzip' });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request body could not be read.' } });
    const graphql = await fetch(`${server.url}/graphql`, { method: 'POST', headers: garbage, body: 'not gzip' });
    expect(graphql.status).toBe(400);
    expect(await graphql.json()).toEqual({ errors: [{ message: 'The request body could not be read.', extensions: { code: 'BAD_REQUEST' } }] });

    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const deep = await fetch(`${server.url}/api/v1/user/metadata/general`, { method: 'PUT', headers, body: `{"key":"a","value":${nested(5000)}}` });
    expect(deep.status).toBe(400);
    expect(await deep.json()).toEqual({ error: { code: 'BAD_REQUEST', message: `The request body nests deeper than ${MAX_BODY_DEPTH} levels.` } });
    const variables = `{"filter":${'{"and":['.repeat(3000)}{}${']}'.repeat(3000)}}`;
    const deepGraphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers,
      body: `{"query":"query Users($filter: UserFilter!) { users(filter: $filter) { totalCount } }","variables":${variables}}`,
    });
    expect(deepGraphql.status).toBe(400);
    expect(((await deepGraphql.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe('BAD_REQUEST');
    // A body as deep as the limit is still read.
    const atLimit = await fetch(`${server.url}/api/v1/user/metadata/general`, {
      method: 'PUT',
      headers,
      body: `{"key":"a","value":${nested(MAX_BODY_DEPTH - 1)}}`,
    });
    expect(atLimit.status).toBe(200);
  });

  it('answers a file request the static files refuse (a range past the end, a failed precondition) with the refusal, not a 500', async () => {
    const range = await raw(`${server.url}/assets/index-AbC123.js`, { headers: { range: 'bytes=999999-' } });
    expect(range.status).toBe(416);
    expect(JSON.parse(range.body.toString())).toEqual({ error: { message: 'Range Not Satisfiable', code: 'BAD_REQUEST' } });
    expect((await raw(`${server.url}/favicon.svg`, { headers: { 'if-match': '"nothing"' } })).status).toBe(412);
  });

  it('logged no stack trace for any of it', () => {
    expect(log.stackTraces()).toEqual([]);
  });
});
