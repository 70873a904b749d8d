import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { jpegHeader, pdfDocument, pngImage, svgImage } from './support/images';
import { graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

type Answer = {
  status: number;
  body: {
    data?: { url?: string; policy?: { id: string; documentUrl: string; version: number } };
    error?: { code: string; message: string; messageKey?: string };
  } | null;
};

const GROUP = 'company-acme-sales';

/** Logos and policies (issue 29): the editor of the row uploads, the bytes are checked, the file is read back as it was. */
describe('uploads', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  const send = async (method: string, path: string, token: string | null, body?: Buffer, contentType = 'application/octet-stream'): Promise<Answer> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': contentType } : {}) },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : null };
  };
  const groupLogo = (kind: string, body: Buffer, who = 'manager@demo.test') => send('PUT', `/api/v1/companies/${GROUP}/logos/${kind}`, tokens[who], body);
  const refusal = (answer: Answer) => ({ status: answer.status, code: answer.body?.error?.code, key: answer.body?.error?.messageKey });

  beforeAll(async () => {
    server = await startTestServer();
    for (const email of ['manager@demo.test', 'agent@demo.test', 'learner@demo.test', 'sales@demo.test', 'partner@demo.test', 'super@demo.test'])
      tokens[email] = await signIn(server.url, email);
  }, 180_000);
  afterAll(() => server.close());

  it("stores a group's dashboard logo, names it on the group and serves the same bytes back", async () => {
    const image = pngImage(415, 415);
    const answer = await groupLogo('dashboardLogo', image);
    expect(answer.status).toBe(200);
    const url = answer.body!.data!.url!;
    expect(url).toMatch(/^\/api\/v1\/files\/[a-f0-9]{32}\.png$/);
    const group = await graphql<{ company: { logoUrl: string } }>(server.url, tokens['manager@demo.test'], `query { company(id: "${GROUP}") { logoUrl } }`);
    expect(group.data!.company.logoUrl).toBe(url);
    const file = await fetch(`${server.url}${url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(image)).toBe(true);
  });

  it('refuses a dashboard logo under 415 px or not square, and a large logo under 300 × 88, by their real size', async () => {
    expect(refusal(await groupLogo('dashboardLogo', pngImage(414, 414)))).toEqual({ status: 400, code: 'BAD_USER_INPUT', key: 'validation.dashboardLogoSize' });
    expect(refusal(await groupLogo('dashboardLogo', pngImage(600, 415)))).toMatchObject({ key: 'validation.dashboardLogoSize' });
    expect(refusal(await groupLogo('dashboardLogo', jpegHeader(400, 400)))).toMatchObject({ key: 'validation.dashboardLogoSize' });
    expect(refusal(await groupLogo('largeLogo', pngImage(299, 88)))).toMatchObject({ key: 'validation.largeLogoSize' });
    expect(refusal(await groupLogo('largeLogo', pngImage(300, 87)))).toMatchObject({ key: 'validation.largeLogoSize' });
    expect((await groupLogo('largeLogo', pngImage(300, 88))).status).toBe(200);
    expect((await groupLogo('dashboardLogo', jpegHeader(500, 500))).status).toBe(200);
  });

  it('takes an SVG by its proportions, refuses an active one and anything that is no image, whatever its Content-Type says', async () => {
    expect((await groupLogo('dashboardLogo', svgImage('viewBox="0 0 24 24"'))).status).toBe(200);
    expect(refusal(await groupLogo('dashboardLogo', svgImage('width="400" height="200"')))).toMatchObject({ key: 'validation.dashboardLogoSize' });
    expect(refusal(await groupLogo('largeLogo', svgImage('viewBox="0 0 300 88"', '<script>alert(1)</script>')))).toMatchObject({
      key: 'validation.svgWithScript',
    });
    expect(refusal(await groupLogo('largeLogo', svgImage('viewBox="0 0 300 88" onload="alert(1)"')))).toMatchObject({ key: 'validation.svgWithScript' });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    expect(refusal(await send('PUT', `/api/v1/companies/${GROUP}/logos/largeLogo`, tokens['manager@demo.test'], gif, 'image/png'))).toMatchObject({
      key: 'validation.logoFileType',
    });
    expect(refusal(await groupLogo('largeLogo', pdfDocument()))).toMatchObject({ key: 'validation.logoFileType' });
    expect(refusal(await groupLogo('wallpaper', pngImage(300, 88)))).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
  });

  it('lets only who may edit the group or workspace upload: FORBIDDEN for its readers, NOT_FOUND for others', async () => {
    expect(refusal(await groupLogo('largeLogo', pngImage(300, 88), 'agent@demo.test'))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(refusal(await groupLogo('largeLogo', pngImage(300, 88), 'sales@demo.test'))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(refusal(await groupLogo('largeLogo', pngImage(300, 88), 'partner@demo.test'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await send('PUT', `/api/v1/companies/${GROUP}/logos/largeLogo`, null, pngImage(300, 88))).status).toBe(401);
    const workspace = (who: string) => send('PUT', '/api/v1/organizations/org-acme/logos/largeLogo', tokens[who], pngImage(320, 100));
    expect(refusal(await workspace('learner@demo.test'))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await workspace('super@demo.test')).status).toBe(200);
  });

  it("keeps a workspace's logos in its logos and deletes the file a new one replaces", async () => {
    const first = (await send('PUT', '/api/v1/organizations/org-acme/logos/dashboardLogo', tokens['manager@demo.test'], pngImage(420, 420))).body!.data!.url!;
    const second = (await send('PUT', '/api/v1/organizations/org-acme/logos/dashboardLogo', tokens['manager@demo.test'], pngImage(430, 430))).body!.data!.url!;
    const workspace = await graphql<{ organization: { logos: Record<string, string | null> } }>(
      server.url,
      tokens['manager@demo.test'],
      'query { organization(id: "org-acme") { logos } }',
    );
    expect(workspace.data!.organization.logos.dashboardLogo).toBe(second);
    expect((await fetch(`${server.url}${first}`)).status).toBe(404);
    expect((await fetch(`${server.url}${second}`)).status).toBe(200);
    expect((await send('DELETE', '/api/v1/organizations/org-acme/logos/dashboardLogo', tokens['manager@demo.test'])).status).toBe(204);
    expect((await fetch(`${server.url}${second}`)).status).toBe(404);
  });

  it('takes policies as PDF only, versions a name uploaded again, and removes them', async () => {
    const path = '/api/v1/organizations/org-acme/policies?name=Code%20of%20conduct';
    expect(refusal(await send('POST', path, tokens['manager@demo.test'], pngImage(10, 10), 'application/pdf'))).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      key: 'validation.policyPdfOnly',
    });
    const first = (await send('POST', path, tokens['manager@demo.test'], pdfDocument(), 'application/pdf')).body!.data!.policy!;
    const second = (await send('POST', path, tokens['manager@demo.test'], pdfDocument(), 'application/pdf')).body!.data!.policy!;
    expect([first.version, second.version]).toEqual([1, 2]);
    const file = await fetch(`${server.url}${second.documentUrl}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(refusal(await send('POST', '/api/v1/organizations/org-acme/policies', tokens['manager@demo.test'], pdfDocument()))).toMatchObject({ status: 400 });
    expect((await send('DELETE', `/api/v1/organizations/org-acme/policies/${first.id}`, tokens['manager@demo.test'])).status).toBe(204);
    const workspace = await graphql<{ organization: { policies: Array<{ id: string }> } }>(
      server.url,
      tokens['manager@demo.test'],
      'query { organization(id: "org-acme") { policies } }',
    );
    expect(workspace.data!.organization.policies.map((policy) => policy.id)).toEqual([second.id]);
    expect((await fetch(`${server.url}${first.documentUrl}`)).status).toBe(404);
  });

  it("refuses logos where the workspace's plan has no white labeling, whoever asks (shared/plans.ts)", async () => {
    for (const path of ['/api/v1/organizations/org-studio/logos/largeLogo', '/api/v1/organizations/org-extend/logos/largeLogo']) {
      expect(refusal(await send('PUT', path, tokens['super@demo.test'], pngImage(300, 88)))).toEqual({
        status: 400,
        code: 'BAD_USER_INPUT',
        key: 'validation.featureNotInPlan',
      });
    }
    expect(refusal(await send('PUT', '/api/v1/companies/company-extend-a/logos/largeLogo', tokens['super@demo.test'], pngImage(300, 88)))).toMatchObject({
      key: 'validation.featureNotInPlan',
    });
  });

  it('serves only keys it made: no path reaches outside the store', async () => {
    for (const path of ['..%2F..%2Ftoken-secret', '..%2Flumen.sqlite', 'token-secret', '%2E%2E', 'abc.png']) {
      const response = await fetch(`${server.url}/api/v1/files/${path}`);
      expect([400, 404]).toContain(response.status);
      expect(await response.text()).not.toContain('test-secret');
    }
  });
});
