import type { DataProvider } from '@refinedev/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { errorCodeOf, graphql, GraphQLResult } from './support/graphql-client';
import { codeOf, listIds, messageOf, refineProvider, signedInProvider } from './support/refine';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/**
 * What a resource declaration guarantees by construction, shown on certificate templates (a
 * resource declared in one file): the create check, references that exist and are readable, a
 * real foreign key, input limits taken from the columns, and records fetched by id on views.
 */
describe('a declared resource', () => {
  let server: TestServer;
  let superEditor: DataProvider;
  let manager: DataProvider;
  let managerToken: string;
  const template = { name: 'Declared Certificate', signerName: 'Mina Manager' };
  const create = (provider: DataProvider, variables: Record<string, unknown>) =>
    provider.create({ resource: 'certificateTemplates', variables: { ...template, ...variables }, meta: { fields: ['id'] } });
  const extensionsOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions as Record<string, unknown> | undefined;

  beforeAll(async () => {
    server = await startTestServer();
    superEditor = await signedInProvider(server.url, 'super@demo.test');
    managerToken = await signIn(server.url, 'manager@demo.test');
    manager = refineProvider(server.url, managerToken);
  });
  afterAll(() => server.close());

  it("refuses a manager's create in another workspace, and creates nothing", async () => {
    expect(await codeOf(create(manager, { organizationId: 'org-studio' }))).toBe('FORBIDDEN');
    expect((await listIds(superEditor, 'certificateTemplates', { filters: [{ field: 'organizationId', operator: 'eq', value: 'org-studio' }] })).total).toBe(0);
    expect(await codeOf(create(manager, { organizationId: 'org-acme' }))).toBe('OK');
  });

  it('refuses a reference to a workspace that does not exist, the same way as one the writer cannot see', async () => {
    expect(await messageOf(create(superEditor, { organizationId: 'org-nowhere' }))).toBe('Workspace not found.');
    const hidden = await graphql(
      server.url,
      managerToken,
      `
        mutation {
          createOneCompany(input: { company: { organizationId: "org-studio", name: "Hidden Ref" } }) {
            id
          }
        }
      `,
    );
    expect(errorCodeOf(hidden)).toBe('FORBIDDEN');
  });

  it('takes a program reference only to a program the writer reads, shows its name, and empties it when the program goes', async () => {
    expect(await messageOf(create(manager, { organizationId: 'org-acme', courseId: 'course-nowhere' }))).toBe('Program not found.');
    // Another workspace's program is refused with the same words (it is not known to exist).
    expect(await messageOf(create(manager, { organizationId: 'org-acme', courseId: 'course-creator-pricing' }))).toBe('Program not found.');
    const created = await manager.create({
      resource: 'certificateTemplates',
      variables: { ...template, organizationId: 'org-acme', name: 'For One Program', courseId: 'course-remote' },
      meta: { fields: ['id', 'courseId', { course: ['id', 'title'] }] },
    });
    expect(created.data).toMatchObject({ courseId: 'course-remote', course: { id: 'course-remote', title: 'Working Well Remotely' } });
    await superEditor.deleteOne({ resource: 'courses', id: 'course-remote' });
    const after = await manager.getOne({ resource: 'certificateTemplates', id: String(created.data.id), meta: { fields: ['id', 'courseId'] } });
    expect(after.data).toMatchObject({ courseId: null });
  });

  it('has a real foreign key: the database itself refuses a row that points nowhere', async () => {
    const insert = `INSERT INTO certificate_templates (id, "organizationId", name, layout, "signerName", "passingScore", "isDefault", "createdAt", "updatedAt")
      VALUES ('orphan', 'org-nowhere', 'Orphan', 'classic', 'Nobody', 80, ${server.databaseKind === 'postgres' ? 'false' : '0'}, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)`;
    await expect(server.dataSource.query(insert)).rejects.toThrow(/foreign key/i);
  });

  it('takes its input limits from the columns, with a translation key for each message', async () => {
    const tooLong = await graphql(
      server.url,
      managerToken,
      `
        mutation ($name: String!) {
          createOneCertificateTemplate(input: { certificateTemplate: { organizationId: "org-acme", name: $name, signerName: "x" } }) {
            id
          }
        }
      `,
      { name: 'N'.repeat(201) },
    );
    expect(tooLong.errors?.[0]?.message).toBe('Name must be at most 200 characters.');
    expect(extensionsOf(tooLong)).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.tooLong', messageValues: { field: 'name', max: 200 } });
    const nul = await graphql(
      server.url,
      managerToken,
      `
        mutation ($signer: String!) {
          createOneCertificateTemplate(input: { certificateTemplate: { organizationId: "org-acme", name: "Null Byte", signerName: $signer } }) {
            id
          }
        }
      `,
      { signer: 'Mina\u0000' },
    );
    expect(extensionsOf(nul)).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.nul' });
    const dotted = await graphql(
      server.url,
      managerToken,
      `
        mutation {
          createOneCertificateTemplate(input: { certificateTemplate: { organizationId: "org-acme", name: "Ends with a dot.", signerName: "x" } }) {
            id
          }
        }
      `,
    );
    // A spec rule's message comes with its name as the key, so the SPA translates it.
    expect(dotted.errors?.[0]?.message).toBe('Name must not end with a dot.');
    expect(extensionsOf(dotted)).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.nameEndsWithDot' });
    const range = await graphql(
      server.url,
      managerToken,
      `
        mutation {
          createOneCertificateTemplate(
            input: { certificateTemplate: { organizationId: "org-acme", name: "Out Of Range", signerName: "x", passingScore: 101 } }
          ) {
            id
          }
        }
      `,
    );
    expect(range.errors?.[0]?.message).toBe('Passing score must be a whole number from 0 to 100.');
    const cents = await graphql(
      server.url,
      await signIn(server.url, 'sales@demo.test'),
      `
        mutation {
          createOneBundle(input: { bundle: { name: "Tiny Price", price: 0.0000001 } }) {
            id
          }
        }
      `,
    );
    expect(extensionsOf(cents)).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.amount' });
    expect(
      (
        await listIds(superEditor, 'certificateTemplates', {
          filters: [{ field: 'name', operator: 'in', value: ['Null Byte', 'Out Of Range', 'Ends with a dot.'] }],
        })
      ).total,
    ).toBe(0);
  });

  it('never lets an update move a row to another workspace: the scoping column is not in the update input', async () => {
    const moved = await graphql(
      server.url,
      managerToken,
      `
        mutation {
          updateOneCertificateTemplate(input: { id: "certificate-acme-classic", update: { organizationId: "org-studio" } }) {
            id
          }
        }
      `,
    );
    expect(errorCodeOf(moved)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers a record of a view by id, and "Not found" without internal names outside the scope', async () => {
    const [member] = await server.dataSource.query<Array<{ id: string }>>(
      `SELECT id FROM memberships WHERE role = 'member' AND "organizationId" = 'org-acme' AND "companyId" IS NULL LIMIT 1`,
    );
    const found = await manager.getOne({ resource: 'organizationUsers', id: member.id, meta: { fields: ['id', 'email'] } });
    expect(found.data.id).toBe(member.id);
    const outsider = await graphql(
      server.url,
      await signIn(server.url, 'partner@demo.test'),
      `
        query ($id: ID!) {
          organizationUser(id: $id) {
            id
          }
        }
      `,
      { id: member.id },
    );
    expect(outsider.errors?.[0]).toMatchObject({ message: 'Not found', extensions: { code: 'NOT_FOUND' } });
  });

  it("follows the reference's onDelete rule: a workspace's certificates go with it", async () => {
    const workspace = await superEditor.create({ resource: 'organizations', variables: { name: 'Short Lived', product: 'CR' }, meta: { fields: ['id'] } });
    const organizationId = String(workspace.data.id);
    await create(superEditor, { organizationId, name: 'Goes With It' });
    await superEditor.deleteOne({ resource: 'organizations', id: organizationId });
    expect((await listIds(superEditor, 'certificateTemplates', { filters: [{ field: 'organizationId', operator: 'eq', value: organizationId }] })).total).toBe(
      0,
    );
  });
});
