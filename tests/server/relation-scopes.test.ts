import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/** A related record is read with the reader's own scope on the related resource, as if listed directly. */
describe('relations follow the scope of the related resource', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('shows a curator their program but not its workspace, which they hold no role in', async () => {
    const token = await signIn(server.url, 'curator@demo.test');
    const result = await graphql<{ courses: { nodes: Array<{ id: string; organization: unknown }> } }>(
      server.url,
      token,
      '{ courses(paging: { limit: 5 }) { nodes { id organization { id name } } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.courses.nodes).toEqual([{ id: 'course-leadership-101', organization: null }]);
  });

  it("shows an agent their groups' workspace, but not the account of the manager who created the groups", async () => {
    const token = await signIn(server.url, 'agent@demo.test');
    const result = await graphql<{ companies: { nodes: Array<{ id: string; organization: { id: string } | null; creator: unknown }> } }>(
      server.url,
      token,
      '{ companies(paging: { limit: 5 }, sorting: [{ field: id, direction: ASC }]) { nodes { id organization { id } creator { id } } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.companies.nodes).toEqual([
      { id: 'company-acme-sales', organization: { id: 'org-acme' }, creator: null },
      { id: 'company-acme-success', organization: { id: 'org-acme' }, creator: null },
    ]);
  });

  it('shows staff every related record', async () => {
    const token = await signIn(server.url, 'super@demo.test');
    const result = await graphql<{ companies: { nodes: Array<{ creator: { id: string } | null }> } }>(
      server.url,
      token,
      '{ companies(filter: { id: { eq: "company-acme-sales" } }) { nodes { creator { id } } } }',
    );
    expect(result.data?.companies.nodes).toEqual([{ creator: { id: 'user-manager' } }]);
  });
});
