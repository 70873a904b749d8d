import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

type Entry = { slug: string; name: string; summary: string };

describe("what's new in each language (issue 27)", () => {
  let server: TestServer;
  let learner: string;
  const feed = async (query: string) => {
    const response = await fetch(`${server.url}/api/v1/integrations/whats-new/features${query}`, { headers: { authorization: `Bearer ${learner}` } });
    return { status: response.status, body: (await response.json()) as { data?: Entry[]; error?: { code: string; messageKey: string } } };
  };

  beforeAll(async () => {
    server = await startTestServer();
    learner = await signIn(server.url, 'learner@demo.test');
  });
  afterAll(() => server.close());

  it('answers each entry in the language asked for, in English where it has no text in it', async () => {
    const english = await feed('?limit=3');
    expect(english.body.data?.[0]).toMatchObject({ slug: 'csv-export', name: 'CSV export for every table' });
    const korean = await feed('?limit=3&language=ko');
    expect(korean.body.data?.map((entry) => entry.slug)).toEqual(['csv-export', 'languages', 'live-tables']);
    expect(korean.body.data?.[0]).toMatchObject({ name: '모든 표를 CSV로 내보내기', summary: expect.stringContaining('CSV') });
    const japanese = await feed('?limit=5&language=ja');
    expect(japanese.body.data?.[1]).toMatchObject({ slug: 'languages', name: '韓国語と日本語' });
    // The older entries have no Japanese text: their English, not an empty name.
    expect(japanese.body.data?.[3]).toMatchObject({ slug: 'rating-banners', name: 'Rating banners' });
  });

  it('refuses a language it does not know with BAD_USER_INPUT', async () => {
    const refused = await feed('?language=fr');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.oneOf' });
  });
});
