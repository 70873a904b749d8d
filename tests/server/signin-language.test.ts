import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signinLanguage } from '../../server/src/signin/signin-texts';
import { postSigninForm } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

describe("the sign-in page in the visitor's language", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const page = async (query: string, acceptLanguage?: string) => {
    const response = await fetch(`${server.url}/signin${query}`, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
    return { html: await response.text(), contentLanguage: response.headers.get('content-language') };
  };

  it("follows the browser's Accept-Language, with the matching lang attribute", async () => {
    const korean = await page('', 'ko-KR,ko;q=0.9,en;q=0.8');
    expect(korean.html).toContain('<html lang="ko">');
    expect(korean.html).toMatch(/<label for="email">이메일<\/label>/);
    expect(korean.html).toMatch(/<button type="submit">로그인<\/button>/);
    expect(korean.contentLanguage).toBe('ko');
    const japanese = await page('', 'fr-FR,ja;q=0.5');
    expect(japanese.html).toContain('<html lang="ja">');
    expect(japanese.html).toMatch(/<label for="password">パスワード<\/label>/);
  });

  it('takes ?lang= over the browser, and English for a language it does not have', async () => {
    expect((await page('?lang=ja', 'ko')).html).toContain('<html lang="ja">');
    const english = await page('?lang=fr', 'de-DE,de');
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toMatch(/<button type="submit">Sign in<\/button>/);
  });

  it('answers a refused sign-in in the language of the form it came from', async () => {
    const refused = await postSigninForm(server.url, { email: 'manager@demo.test', password: 'nope', lang: 'ko' });
    expect(refused.status).toBe(401);
    expect(refused.body).toContain('<html lang="ko">');
    expect(refused.body).toContain('이메일 또는 비밀번호가 올바르지 않습니다.');
  });

  it("reads Accept-Language's preference order", () => {
    expect(signinLanguage(undefined, 'en;q=0.3, ja;q=0.8')).toBe('ja');
    expect(signinLanguage(undefined, 'ko;q=0, en')).toBe('en');
    expect(signinLanguage('', undefined)).toBe('en');
    expect(signinLanguage(['ko'], 'ja')).toBe('ja');
  });
});
