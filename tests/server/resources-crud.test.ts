import type { DataProvider } from '@refinedev/core';
import { liveProvider } from '@refinedev/nestjs-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { liveClient } from './support/graphql-client';
import { codeOf, listIds, refineProvider } from './support/refine';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

type Case = {
  resource: string;
  create: Record<string, unknown>;
  created: Record<string, unknown>;
  update: Record<string, unknown>;
  updated: Record<string, unknown>;
  /** Banners are soft-deleted: the row stays, flagged. */
  softDelete?: boolean;
};

const CASES: Case[] = [
  {
    resource: 'organizations',
    create: { name: 'Test Workspace', product: 'UL' },
    created: { name: 'Test Workspace', product: 'UL', disabled: false },
    update: { name: 'Renamed Workspace' },
    updated: { name: 'Renamed Workspace' },
  },
  {
    resource: 'companies',
    create: { organizationId: 'org-acme', name: 'Temporary Group' },
    created: { name: 'Temporary Group', organizationId: 'org-acme', companyType: 'others', createdBy: 'user-super' },
    update: { name: 'Temporary Group Two' },
    updated: { name: 'Temporary Group Two' },
  },
  {
    resource: 'courses',
    create: { title: 'A Brand New Program', organizationId: 'org-acme' },
    created: { title: 'A Brand New Program', status2: 'draft', chaptersCount: 0 },
    update: { title: 'A Renamed Program', published: true },
    updated: { title: 'A Renamed Program', published: true },
  },
  {
    resource: 'users',
    create: { email: ' Someone.New@Example.com', firstName: 'Some', lastName: 'One' },
    created: { email: 'someone.new@example.com', fullName: 'Some One' },
    update: { firstName: 'Other' },
    updated: { firstName: 'Other', fullName: 'Other One' },
  },
  {
    resource: 'bundles',
    create: { name: 'Test Bundle', price: 10, currency: 'USD' },
    created: { name: 'Test Bundle', price: 10, recurring: 'one_time' },
    update: { price: 12.5 },
    updated: { price: 12.5 },
  },
  {
    resource: 'promoCodes',
    create: { code: 'test-code', discount: 20, regularPrice: 100 },
    created: { code: 'TEST-CODE', discount: 20, paidPrice: 80 },
    update: { usageLimit: 30 },
    updated: { usageLimit: 30 },
  },
  {
    resource: 'notificationBanners',
    create: { bannerId: 'test-banner', bannerText: 'Hello there', showToPlatform: ['dashboard'], showToProduct: ['UL'] },
    created: { bannerId: 'test-banner', type: 'text', enabled: true, creatorName: 'Sam Super', dismissForDays: 7 },
    update: { enabled: false },
    updated: { enabled: false },
    softDelete: true,
  },
  {
    resource: 'courseRemoveConfirmations',
    create: { reason: 'user_deleted', reasonRelationKey: 'user-x', courseId: 'course-time', courseTitle: 'Time and Energy' },
    created: { handled: false, courseTitle: 'Time and Energy' },
    update: { handled: true, action: 'discard' },
    updated: { handled: true, action: 'discard' },
  },
  {
    resource: 'userRemoveConfirmations',
    create: { reason: 'organization_deleted', reasonRelationKey: 'org-x', userId: 'user-learner-100', userEmail: 'learner100@demo.test' },
    created: { handled: false, userEmail: 'learner100@demo.test' },
    update: { handled: true, action: 'process' },
    updated: { handled: true, action: 'process' },
  },
];

describe("every generated resource through Refine's nestjs-query data provider", () => {
  let server: TestServer;
  let provider: DataProvider;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await signIn(server.url, 'super@demo.test');
    provider = refineProvider(server.url, token);
  });
  afterAll(() => server.close());

  for (const testCase of CASES) {
    it(`${testCase.resource}: create, read, update, delete`, async () => {
      const fields = ['id', ...new Set([...Object.keys(testCase.created), ...Object.keys(testCase.updated), ...(testCase.softDelete ? ['deleted'] : [])])];
      const created = await provider.create({ resource: testCase.resource, variables: testCase.create, meta: { fields } });
      expect(created.data).toMatchObject(testCase.created);
      const id = String(created.data.id);

      const one = await provider.getOne({ resource: testCase.resource, id, meta: { fields } });
      expect(one.data).toMatchObject(testCase.created);
      const listed = await listIds(provider, testCase.resource, { filters: [{ field: 'id', operator: 'eq', value: id }] });
      expect(listed).toMatchObject({ ids: [id], total: 1 });

      const updated = await provider.update({ resource: testCase.resource, id, variables: testCase.update, meta: { fields } });
      expect(updated.data).toMatchObject(testCase.updated);

      const deleted = await provider.deleteOne({ resource: testCase.resource, id, meta: { fields: ['id'] } });
      expect(deleted.data.id).toBe(id);
      if (testCase.softDelete) {
        expect((await provider.getOne({ resource: testCase.resource, id, meta: { fields } })).data.deleted).toBe(true);
      } else {
        expect(await codeOf(provider.getOne({ resource: testCase.resource, id, meta: { fields } }))).toBe('NOT_FOUND');
      }
    });
  }

  it('pages with an offset and a total count, and sorts', async () => {
    const firstPage = await provider.getList({
      resource: 'users',
      pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
      sorters: [{ field: 'email', order: 'asc' }],
      meta: { fields: ['id', 'email'] },
    });
    const secondPage = await provider.getList({
      resource: 'users',
      pagination: { currentPage: 2, pageSize: 10, mode: 'server' },
      sorters: [{ field: 'email', order: 'asc' }],
      meta: { fields: ['id', 'email'] },
    });
    expect(firstPage.total).toBe(330);
    expect(firstPage.data).toHaveLength(10);
    const emails = [...firstPage.data, ...secondPage.data].map((row) => String(row.email));
    expect(new Set(emails).size).toBe(20);
    expect(emails.slice(0, 10).every((email) => email <= emails[10])).toBe(true);
  });

  it("sends created, updated and deleted events to Refine's live provider, deletes with their id", async () => {
    const client = liveClient(server.url, token);
    // Refine's nestjs-query live provider hands the callback the record of each event.
    const events: Array<{ id?: unknown; name?: unknown }> = [];
    let allArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      allArrived = resolve;
    });
    const live = liveProvider(client);
    const subscription = live.subscribe({
      channel: 'resources/companies',
      types: ['*'],
      params: { resource: 'companies', subscriptionType: 'useList' },
      meta: { fields: ['id', 'name'] },
      callback: (record) => {
        events.push(record as unknown as { id?: unknown; name?: unknown });
        if (events.length === 3) allArrived();
      },
    });
    await Promise.all(['createdCompany', 'updatedOneCompany', 'deletedOneCompany'].map((trigger) => server.listening(trigger, 1)));
    const created = await provider.create({ resource: 'companies', variables: { organizationId: 'org-acme', name: 'Live Group' }, meta: { fields: ['id'] } });
    await provider.update({ resource: 'companies', id: String(created.data.id), variables: { name: 'Live Group Renamed' }, meta: { fields: ['id'] } });
    await provider.deleteOne({ resource: 'companies', id: String(created.data.id), meta: { fields: ['id'] } });
    await arrived;
    live.unsubscribe(subscription);
    await client.dispose();
    expect(events.map((event) => event.id)).toEqual([created.data.id, created.data.id, created.data.id]);
    expect(events.map((event) => event.name)).toEqual(['Live Group', 'Live Group Renamed', 'Live Group Renamed']);
  });
});
