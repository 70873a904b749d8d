import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { collect, graphql, liveClient } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/*
 * A table's live updates carry its filters (Refine subscribes with them). An event must reach a
 * table whose filters its row meets, also where the filter is not a plain column comparison: the
 * search box (a filter-only field) and a list field's "contains". Where the row cannot be judged in
 * memory the event is let through (the table refetches and the server's query decides); it is never
 * lost, and a row that plainly fails a column filter still does not wake the table.
 */

const CREATED = `subscription Created($input: CreateCertificateTemplateSubscriptionFilterInput) { createdCertificateTemplate(input: $input) { id name } }`;
const CREATE = `mutation Create($input: CreateOneCertificateTemplateInput!) { createOneCertificateTemplate(input: $input) { id } }`;

describe('live events reach the tables whose filters their rows meet', () => {
  let server: TestServer;
  let manager: string;
  beforeAll(async () => {
    server = await startTestServer();
    manager = await signIn(server.url, 'manager@demo.test');
  });
  afterAll(() => server.close());

  it('through the search box, a list filter, and not through a column filter the row fails', async () => {
    const client = liveClient(server.url, manager);
    type Created = { createdCertificateTemplate: { id: string; name: string } };
    const searched = collect<Created>(client, CREATED, { input: { filter: { searchText: { iLike: '%mentor%' } } } });
    const bySkill = collect<Created>(client, CREATED, { input: { filter: { skills: { eq: 'Mentoring' } } } });
    const withoutSkill = collect<Created>(client, CREATED, { input: { filter: { skills: { neq: 'Mentoring' } } } });
    const byLayout = collect<Created>(client, CREATED, { input: { filter: { layout: { eq: 'modern' } } } });
    const everything = collect<Created>(client, CREATED);
    await server.listening('createdCertificateTemplate', 5);
    const created = await graphql<{ createOneCertificateTemplate: { id: string } }>(server.url, manager, CREATE, {
      input: {
        certificateTemplate: { organizationId: 'org-acme', name: 'Mentor Award', signerName: 'Mina Manager', layout: 'classic', skills: ['Mentoring'] },
      },
    });
    expect(created.errors).toBeUndefined();
    await everything.waitFor((items) => items.length === 1);
    await searched.waitFor((items) => items.length === 1);
    await bySkill.waitFor((items) => items.length === 1);
    // A second row each of the last two tables takes: once it is in, the first was judged before it.
    const second = await graphql<{ createOneCertificateTemplate: { id: string } }>(server.url, manager, CREATE, {
      input: { certificateTemplate: { organizationId: 'org-acme', name: 'Modern Award', signerName: 'Mina Manager', layout: 'modern', skills: ['Other'] } },
    });
    expect(second.errors).toBeUndefined();
    const names = (items: Created[]) => items.map((item) => item.createdCertificateTemplate.name);
    expect(names(await withoutSkill.waitFor((items) => items.length > 0))).toEqual(['Modern Award']);
    expect(names(await byLayout.waitFor((items) => items.length > 0))).toEqual(['Modern Award']);
    await everything.waitFor((items) => items.length === 2);
    expect(names(searched.items)).toEqual(['Mentor Award']);
    expect(names(bySkill.items)).toEqual(['Mentor Award']);
    await client.dispose();
  });
});
