import { createRequire } from 'node:module';

import { BadRequestException } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { execute, GraphQLObjectType, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { directlyAnsweredLists } from '../../server/src/common/resource/direct-lists';
import { errorCodeOf, graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const ORGANIZATIONS = `query Organizations($paging: OffsetPaging) {
  organizations(paging: $paging, sorting: [{ field: name, direction: ASC }]) { totalCount nodes { id name } }
}`;
type Organizations = { organizations: { totalCount: number; nodes: Array<{ id: string; name: string }> } };

/** The same module object nestjs-query and the ValidationPipe call into (externalised, so not vitest's copy). */
const classTransformer = createRequire(import.meta.url)('class-transformer') as { plainToInstance: (...parts: unknown[]) => unknown };

/**
 * The declared resources' lists are answered without Nest's per-resolver pipeline
 * (server/src/common/resource/direct-lists.ts): the same session check, validation, scope and
 * authorizer, each once.
 */
describe('lists answered directly', () => {
  let server: TestServer;
  let superEditor = '';
  let manager = '';

  beforeAll(async () => {
    server = await startTestServer();
    [superEditor, manager] = await Promise.all([signIn(server.url, 'super@demo.test'), signIn(server.url, 'manager@demo.test')]);
  });
  afterAll(() => server.close());

  it("answers every declared resource's list query by the direct function", () => {
    const names = directlyAnsweredLists();
    expect(names).toEqual(expect.arrayContaining(['organizations', 'courses', 'users', 'companies', 'organizationUsers', 'companyUsers']));
    // Each is a list of a declared resource (an offset connection), never a by-id read or a domain query.
    const query = server.app.get(GraphQLSchemaHost).schema.getQueryType() as GraphQLObjectType;
    for (const name of names) expect(String(query.getFields()[name]?.type)).toMatch(/Connection!$/);
  });

  it('refuses a list without a session, with an unknown token and after logout: UNAUTHENTICATED', async () => {
    expect(errorCodeOf(await graphql(server.url, null, ORGANIZATIONS))).toBe('UNAUTHENTICATED');
    expect(errorCodeOf(await graphql(server.url, 'not-a-token', ORGANIZATIONS))).toBe('UNAUTHENTICATED');
    const leaving = await signIn(server.url, 'super@demo.test');
    expect((await graphql<Organizations>(server.url, leaving, ORGANIZATIONS)).data?.organizations.totalCount).toBeGreaterThan(1);
    const logout = await fetch(`${server.url}/api/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${leaving}` } });
    expect(logout.ok).toBe(true);
    expect(errorCodeOf(await graphql(server.url, leaving, ORGANIZATIONS))).toBe('UNAUTHENTICATED');
  });

  it("keeps the reader's scope and refuses a reader the rule does not let read: FORBIDDEN", async () => {
    const all = await graphql<Organizations>(server.url, superEditor, ORGANIZATIONS);
    const mine = await graphql<Organizations>(server.url, manager, ORGANIZATIONS);
    expect(all.data?.organizations.totalCount).toBeGreaterThan(1);
    expect(mine.data?.organizations.nodes.map((row) => row.id)).toEqual(['org-acme']);
    expect(mine.data?.organizations.totalCount).toBe(1);
    const learner = await signIn(server.url, 'learner@demo.test');
    expect(errorCodeOf(await graphql(server.url, learner, 'query { notificationBanners { nodes { id } } }'))).toBe('FORBIDDEN');
  });

  it("runs class-validator's rules on the list arguments: a limit over the DTO's maximum is BAD_USER_INPUT", async () => {
    // Through graphql-js alone: the HTTP path's paging check (paging-limits.plugin.ts) would answer first.
    const schema = server.app.get(GraphQLSchemaHost).schema;
    const run = (limit: number) =>
      execute({
        schema,
        document: parse(ORGANIZATIONS),
        variableValues: { paging: { limit } },
        contextValue: { req: { headers: { authorization: `Bearer ${superEditor}` } }, dataSource: server.dataSource },
      });
    const refused = await run(5000);
    // The ValidationPipe's BadRequestException (Apollo's formatter, not run here, makes it BAD_USER_INPUT).
    expect(refused.errors?.[0]?.originalError).toBeInstanceOf(BadRequestException);
    expect(refused.errors?.[0]?.message).toBe('Field paging.limit max allowed value is `1000`.');
    const fine = await run(3);
    expect(fine.errors).toBeUndefined();
    expect((fine.data as Organizations | null | undefined)?.organizations.nodes).toHaveLength(3);
  });

  it('converts the list arguments to classes once per list', async () => {
    await graphql(server.url, superEditor, ORGANIZATIONS, { paging: { limit: 3 } });
    const spy = vi.spyOn(classTransformer, 'plainToInstance');
    try {
      const answer = await graphql<Organizations>(server.url, superEditor, ORGANIZATIONS, { paging: { limit: 3 } });
      expect(answer.data?.organizations.nodes).toHaveLength(3);
      const listArguments = spy.mock.calls.filter(([, value]) => typeof value === 'object' && value !== null && 'paging' in value);
      expect(listArguments).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});
