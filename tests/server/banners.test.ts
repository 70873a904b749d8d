import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DAY_MS, FAR_EXPIRY_MS } from '../../shared/banner-rules';
import { collect, errorCodeOf, graphql, GraphQLResult, liveClient } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const CREATE = `mutation Create($bannerData: CreateNotificationBanner!) {
  createNotificationBanner(bannerData: $bannerData) { id bannerId bannerText type creatorId creatorName enabled dismissForDays }
}`;
const UPDATE = `mutation Update($bannerId: String!, $bannerData: UpdateNotificationBanner!) {
  updateNotificationBanner(bannerId: $bannerId, bannerData: $bannerData) { bannerId enabled deleted bannerText }
}`;
const ALL = `query All($includeDeleted: Boolean! = false) {
  getAllNotificationBanners(includeDeleted: $includeDeleted) {
    bannerId deleted enabled creatorName createdAt
    changeHistory { text bannerText updatedById updatedByName showToProduct showToPlatform timestamp }
    stats { impressions clicks dismissals answers answerDistribution { answer count } }
  }
}`;
const MINE = 'query Mine($platform: String! = "dashboard") { getUserNotificationBanners(platform: $platform) { bannerId type expirationTime dismissForDays } }';
const EVENT = 'mutation Event($input: BannerEventInput!) { recordBannerEvent(input: $input) { bannerId hiddenUntil } }';

type Mine = { getUserNotificationBanners: Array<{ bannerId: string }> };
type All = {
  getAllNotificationBanners: Array<{
    bannerId: string;
    deleted: boolean;
    changeHistory: Array<{ text: string; updatedByName: string }>;
    stats: { impressions: number; clicks: number; dismissals: number; answers: number; answerDistribution: Array<{ answer: number; count: number }> };
  }>;
};

const later = (days: number) => Date.now() + days * DAY_MS;
const textBanner = (bannerId: string, overrides: Record<string, unknown> = {}) => ({
  bannerId,
  type: 'text',
  bannerText: `Banner ${bannerId}`,
  bannerColor: '#ACFCD9',
  ctaButton: { url: 'https://lumen.example/news', label: 'Read more' },
  showToPlatform: ['dashboard'],
  showToProduct: ['UL'],
  expirationTime: later(30),
  enabled: true,
  ...overrides,
});

describe('notification banners', () => {
  let server: TestServer;
  let superEditor: string;
  let admin: string;
  let manager: string;
  let learner: string;
  let newbie: string;
  const create = (token: string, bannerData: Record<string, unknown>) =>
    graphql<{ createNotificationBanner: { bannerId: string; creatorName: string; dismissForDays: number } }>(server.url, token, CREATE, { bannerData });
  const update = (token: string, bannerId: string, bannerData: Record<string, unknown>) =>
    graphql<{ updateNotificationBanner: { bannerId: string; enabled: boolean; deleted: boolean; bannerText: string } }>(server.url, token, UPDATE, {
      bannerId,
      bannerData,
    });
  const mine = async (token: string, platform = 'dashboard') =>
    ((await graphql<Mine>(server.url, token, MINE, { platform })).data?.getUserNotificationBanners ?? []).map((banner) => banner.bannerId);
  const all = async (includeDeleted = false) => (await graphql<All>(server.url, superEditor, ALL, { includeDeleted })).data!.getAllNotificationBanners;
  const event = (token: string, input: Record<string, unknown>) =>
    graphql<{ recordBannerEvent: { hiddenUntil: string | null } }>(server.url, token, EVENT, { input });
  const messageOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.message;

  beforeAll(async () => {
    server = await startTestServer();
    [superEditor, admin, manager, learner, newbie] = await Promise.all(
      ['super@demo.test', 'admin@demo.test', 'manager@demo.test', 'learner@demo.test', 'newbie@demo.test'].map((email) => signIn(server.url, email)),
    );
  });
  afterAll(() => server.close());

  it('lets only super editors create, edit, toggle or delete; admins may read the list', async () => {
    for (const token of [admin, manager, learner]) {
      expect(errorCodeOf(await create(token, textBanner('not-allowed')))).toBe('FORBIDDEN');
      expect(errorCodeOf(await update(token, 'welcome-autumn-2026', { enabled: false }))).toBe('FORBIDDEN');
      const generated = await graphql(
        server.url,
        token,
        'mutation { createOneNotificationBanner(input: { notificationBanner: { bannerId: "gen-x", bannerText: "abc", showToPlatform: ["web"], showToProduct: ["UL"] } }) { id } }',
      );
      expect(errorCodeOf(generated)).toBe('FORBIDDEN');
    }
    expect(errorCodeOf(await graphql(server.url, manager, ALL))).toBe('FORBIDDEN');
    expect(errorCodeOf(await graphql(server.url, admin, ALL))).toBeUndefined();
    const created = await create(superEditor, textBanner('allowed-1'));
    expect(created.data?.createNotificationBanner).toMatchObject({ bannerId: 'allowed-1', creatorName: 'Sam Super', dismissForDays: 7 });
  });

  it("answers each validation rule with the spec's message", async () => {
    // The spec's texts, literally, and the key the SPA translates each by.
    const cases: Array<[Record<string, unknown>, string, string | undefined]> = [
      [textBanner('ab'), 'Banner Id should be longer than 3 characters', 'banners:validation.bannerIdTooShort'],
      [textBanner('has space'), 'Banner Id allows only alphanumeric, dash and underscore without spaces', 'banners:validation.bannerIdPattern'],
      [textBanner('short-text', { bannerText: 'hi' }), 'Banner text should be longer than 3 characters', 'banners:validation.bannerTextTooShort'],
      [
        textBanner('long-text', { bannerText: 'x'.repeat(281) }),
        'Banner text should not be longer than 280 characters',
        'banners:validation.bannerTextTooLong',
      ],
      [
        textBanner('no-label', { ctaButton: { url: 'https://lumen.example', label: ' ' } }),
        'Button text is mandatory',
        'banners:validation.buttonTextMandatory',
      ],
      [
        textBanner('short-label', { ctaButton: { url: 'https://lumen.example', label: 'Go' } }),
        'Button copy required.',
        'banners:validation.buttonCopyRequired',
      ],
      [textBanner('bad-link', { ctaButton: { url: 'lumen.example', label: 'Open' } }), 'Invalid link format', 'banners:validation.invalidLink'],
      [
        textBanner('no-range', { type: 'range10', ctaButton: { url: 'https://lumen.example/home', label: 'Submit' }, minRangeCopy: 'Low' }),
        'Range copy required.',
        'banners:validation.rangeCopyRequired',
      ],
      [
        textBanner('past', { expirationTime: Date.now() - 2 * DAY_MS }),
        'The expiry date cannot be earlier than today.',
        'banners:validation.expiryBeforeToday',
      ],
      [
        textBanner('no-platform', { showToPlatform: [] }),
        'Please choose the platform where the banner will be displayed',
        'banners:validation.platformRequired',
      ],
      [textBanner('no-product', { showToProduct: [] }), 'Plese choose at least one product', 'banners:validation.productRequired'],
      [textBanner('allowed-1'), 'A banner with this ID already exists.', 'banners:validation.bannerIdTaken'],
    ];
    for (const [bannerData, message, messageKey] of cases) {
      const result = await create(superEditor, bannerData);
      expect({
        bannerId: bannerData.bannerId,
        code: errorCodeOf(result),
        message: messageOf(result),
        messageKey: result.errors?.[0]?.extensions?.messageKey,
      }).toEqual({
        bannerId: bannerData.bannerId,
        code: 'BAD_USER_INPUT',
        message,
        messageKey,
      });
    }
    const edit = await update(superEditor, 'allowed-1', { bannerText: 'no' });
    expect(messageOf(edit)).toBe('Banner text should be longer than 3 characters');
    const typeChange = await graphql(
      server.url,
      superEditor,
      'mutation { updateNotificationBanner(bannerId: "allowed-1", bannerData: { type: "range5" }) { bannerId } }',
    );
    // bannerId and type are not part of an edit at all: the request itself is refused.
    expect(errorCodeOf(typeChange)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await all()).filter((banner) => ['ab', 'has space', 'past'].includes(banner.bannerId))).toEqual([]);
  });

  it('shows a user only enabled, live banners of their products and platform that they have not dismissed', async () => {
    await create(superEditor, textBanner('for-ul'));
    await create(superEditor, textBanner('for-ft', { showToProduct: ['FT'] }));
    await create(superEditor, textBanner('web-only', { showToPlatform: ['web'] }));
    await create(superEditor, textBanner('switched-off', { enabled: false }));
    await create(superEditor, textBanner('to-expire'));
    await create(superEditor, textBanner('to-delete'));
    await server.dataSource.query(`UPDATE notification_banners SET "expirationTime" = ${Date.now() - 1000} WHERE "bannerId" = 'to-expire'`);
    await update(superEditor, 'to-delete', { deleted: true });

    const learnerSees = await mine(learner);
    expect(learnerSees).toContain('for-ul');
    expect(learnerSees).toContain('welcome-autumn-2026');
    for (const hidden of ['for-ft', 'web-only', 'switched-off', 'to-expire', 'to-delete', 'summer-webinar', 'typo-banner'])
      expect(learnerSees).not.toContain(hidden);
    expect(await mine(learner, 'web')).toContain('web-only');
    expect(await mine(newbie)).toContain('for-ft');
    expect(await mine(newbie)).not.toContain('for-ul');
    expect(errorCodeOf(await graphql(server.url, learner, MINE, { platform: 'tv' }))).toBe('BAD_USER_INPUT');

    const dismissed = await event(learner, { bannerId: 'for-ul', kind: 'dismissed' });
    expect(Number(dismissed.data?.recordBannerEvent.hiddenUntil)).toBeGreaterThan(later(6.9));
    expect(await mine(learner)).not.toContain('for-ul');
    const metadata = await server.dataSource.query<Array<{ value: string }>>(`SELECT value FROM user_metadata WHERE "userId" = 'user-learner'`);
    expect(JSON.parse(metadata[0].value).dismissedBanners['for-ul']).toBe(dismissed.data?.recordBannerEvent.hiddenUntil);
    // A dismissal whose time has passed no longer hides the banner.
    const past = await fetch(`${server.url}/api/v1/user/metadata/general`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${learner}` },
      body: JSON.stringify({ key: 'dismissedBanners/for-ul', value: String(Date.now() - 1000) }),
    });
    expect(past.status).toBe(200);
    expect(await mine(learner)).toContain('for-ul');
  });

  it("records shown, clicked, answered and dismissed, hiding the banner for the spec's times, and counts them per banner", async () => {
    await create(
      superEditor,
      textBanner('rate-us', {
        type: 'range10',
        ctaButton: { url: 'https://lumen.example/home', label: 'Submit' },
        minRangeCopy: 'Least likely',
        maxRangeCopy: 'Most likely',
        dismissForDays: null,
      }),
    );
    await create(superEditor, textBanner('no-button', { ctaButton: null }));
    expect(messageOf(await event(learner, { bannerId: 'rate-us', kind: 'answered', answer: 11 }))).toBe("Choose one of the banner's values.");
    expect(messageOf(await event(learner, { bannerId: 'for-ul', kind: 'answered', answer: 3 }))).toBe('This banner takes no answer.');
    expect(messageOf(await event(learner, { bannerId: 'no-button', kind: 'clicked' }))).toBe('This banner has no button.');
    expect(messageOf(await event(learner, { bannerId: 'nothing-here', kind: 'shown' }))).toBe('This banner no longer exists.');
    expect(errorCodeOf(await event(newbie, { bannerId: 'rate-us', kind: 'shown' }))).toBe('FORBIDDEN');

    await event(learner, { bannerId: 'rate-us', kind: 'shown' });
    const answered = await event(learner, { bannerId: 'rate-us', kind: 'answered', answer: 9 });
    expect(Number(answered.data?.recordBannerEvent.hiddenUntil)).toBeGreaterThan(Date.now() + FAR_EXPIRY_MS - 60_000);
    expect(messageOf(await event(learner, { bannerId: 'rate-us', kind: 'answered', answer: 10 }))).toBe('You have already answered this banner.');
    await event(manager, { bannerId: 'rate-us', kind: 'shown' });
    await event(manager, { bannerId: 'rate-us', kind: 'answered', answer: 9 });
    const clicked = await event(manager, { bannerId: 'for-ul', kind: 'clicked' });
    expect(Number(clicked.data?.recordBannerEvent.hiddenUntil)).toBeGreaterThan(Date.now() + FAR_EXPIRY_MS - 60_000);
    const dismissedUnset = await event(manager, { bannerId: 'rate-us', kind: 'dismissed' });
    expect(Number(dismissedUnset.data?.recordBannerEvent.hiddenUntil)).toBeGreaterThan(later(4879));

    const stats = Object.fromEntries((await all()).map((banner) => [banner.bannerId, banner.stats]));
    expect(stats['rate-us']).toEqual({ impressions: 2, clicks: 0, dismissals: 1, answers: 2, answerDistribution: [{ answer: 9, count: 2 }] });
    expect(stats['for-ul']).toMatchObject({ clicks: 1, dismissals: 1 });
    const events = await server.dataSource.query<Array<{ properties: string }>>(`SELECT properties FROM analytics_events WHERE name = 'Banner Answered'`);
    expect(JSON.parse(events[0].properties)).toEqual({ banner_id: 'rate-us', user_id: 'user-learner', answer: 9, platform: 'dashboard' });
    const generic = await graphql(server.url, learner, 'mutation { recordAnalyticsEvent(input: { name: "Banner Answered", subjectId: "rate-us" }) }');
    expect(errorCodeOf(generic)).toBe('BAD_USER_INPUT');
  });

  it('soft-deletes (the row and its history stay) and appends to the change history on every change', async () => {
    await create(superEditor, textBanner('history-1'));
    await update(superEditor, 'history-1', { enabled: false });
    await update(superEditor, 'history-1', { enabled: true });
    const edited = await update(superEditor, 'history-1', { bannerText: 'Edited text', showToProduct: ['UL', 'XL'] });
    expect(edited.data?.updateNotificationBanner.bannerText).toBe('Edited text');
    const deleted = await update(superEditor, 'history-1', { deleted: true });
    expect(deleted.data?.updateNotificationBanner).toMatchObject({ bannerId: 'history-1', deleted: true });

    expect((await all()).map((banner) => banner.bannerId)).not.toContain('history-1');
    const kept = (await all(true)).find((banner) => banner.bannerId === 'history-1')!;
    expect(kept.deleted).toBe(true);
    expect(kept.changeHistory.map((change) => change.text)).toEqual([
      'Banner created',
      'Banner de-activated',
      'Banner activated',
      'Banner edited',
      'Banner deleted',
    ]);
    expect(kept.changeHistory[3]).toMatchObject({
      bannerText: 'Edited text',
      showToProduct: ['UL', 'XL'],
      updatedById: 'user-super',
      updatedByName: 'Sam Super',
    });
    expect(errorCodeOf(await update(superEditor, 'history-1', { enabled: true }))).toBe('NOT_FOUND');
    // The deleted banner is shown nowhere, so its ID's refusal says why rather than "already exists".
    const reused = await create(superEditor, textBanner('history-1'));
    expect([messageOf(reused), reused.errors?.[0]?.extensions?.messageKey]).toEqual([
      'A deleted banner had this ID, and IDs are never reused: choose another.',
      'banners:validation.bannerIdOfDeleted',
    ]);
    const rows = await server.dataSource.query<
      Array<{
        deleted: boolean | number;
      }>
    >(`SELECT deleted FROM notification_banners WHERE "bannerId" = 'history-1'`);
    expect(Boolean(rows[0].deleted)).toBe(true);
  });

  it('tells every open dashboard when banners change', async () => {
    const client = liveClient(server.url, learner);
    const changes = collect<{ notificationBannersChanged: { bannerId: string } }>(client, 'subscription { notificationBannersChanged { bannerId changedAt } }');
    await server.listening('notificationBannersChanged', 1);
    await create(superEditor, textBanner('live-1'));
    await update(superEditor, 'live-1', { enabled: false });
    const received = await changes.waitFor((items) => items.length >= 2);
    expect(received.map((item) => item.notificationBannersChanged.bannerId)).toEqual(['live-1', 'live-1']);
    changes.stop();
    await client.dispose();
  });

  it('tells only those who read every banner that its figures moved', async () => {
    const watchers = await Promise.all(
      [superEditor, admin, learner].map(async (token) => {
        const client = liveClient(server.url, token);
        return { client, figures: collect<{ bannerFiguresChanged: { bannerId: string } }>(client, 'subscription { bannerFiguresChanged { bannerId } }') };
      }),
    );
    // The learner also hears of banner changes: one after the click, delivered after its figures event was dropped.
    const sentinel = collect<{ notificationBannersChanged: { bannerId: string } }>(
      watchers[2].client,
      'subscription { notificationBannersChanged { bannerId } }',
    );
    const before = server.listeners('notificationBannersChanged');
    await server.listening('bannerFiguresChanged', 3);
    await server.listening('notificationBannersChanged', Math.max(before, 1));
    await event(learner, { bannerId: 'welcome-autumn-2026', kind: 'clicked' });
    await watchers[0].figures.waitFor((items) => items.length >= 1);
    await watchers[1].figures.waitFor((items) => items.length >= 1);
    await update(superEditor, 'welcome-autumn-2026', { bannerColor: '#C7D6B0' });
    await sentinel.waitFor((items) => items.length >= 1);
    expect(watchers.map((watcher) => watcher.figures.items.map((item) => item.bannerFiguresChanged.bannerId))).toEqual([
      ['welcome-autumn-2026'],
      ['welcome-autumn-2026'],
      [],
    ]);
    for (const watcher of watchers) {
      watcher.figures.stop();
      await watcher.client.dispose();
    }
  });
});
