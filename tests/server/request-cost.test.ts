import { getMetadataStorage, IsString, MinLength, validate } from 'class-validator';
import type { Logger, QueryRunner } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerComputedFieldsDirectly } from '../../server/src/common/resource/computed-fields';
import { cacheValidationMetadata } from '../../server/src/common/validation/validation-metadata-cache';
import { graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/** The workspace people list as the SPA asks for it (src/pages/workspace), with the computed roles. */
const PEOPLE = `query People($filter: OrganizationUserFilter) {
  organizationUsers(filter: $filter, sorting: [{ field: joinedAt, direction: DESC }], paging: { limit: 20 }) {
    totalCount
    nodes { id email roles userId }
  }
}`;
type People = { organizationUsers: { totalCount: number; nodes: Array<{ id: string; email: string; roles: string[]; userId: string }> } };

/**
 * What a request costs beyond its SQL (server/src/common/resource/computed-fields.ts,
 * resource-filter.ts, validation-metadata-cache.ts): the answers must not change for it.
 */
describe('the cost of a request', () => {
  let server: TestServer;
  let manager = '';

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signIn(server.url, 'manager@demo.test');
  });
  afterAll(() => server.close());

  /** The SQL texts the database is given while `work` runs. */
  const statementsOf = async (work: () => Promise<unknown>): Promise<string[]> => {
    const statements: string[] = [];
    const logger = server.dataSource.logger;
    const recorder: Logger = {
      ...logger,
      logQuery: (query: string, parameters?: unknown[], runner?: QueryRunner) => {
        statements.push(query);
        logger.logQuery(query, parameters, runner);
      },
    };
    Object.assign(server.dataSource, { logger: recorder });
    try {
      await work();
    } finally {
      Object.assign(server.dataSource, { logger });
    }
    return statements.filter((statement) => /^\s*(SELECT|WITH)\b/i.test(statement));
  };

  it('gives the database the same statement texts for the same list each time, so what is kept by text is reused', async () => {
    const ask = () => graphql<People>(server.url, manager, PEOPLE, { filter: { organizationId: { eq: 'org-acme' } } });
    // The first request of a session also reads the session and the user's roles (then cached).
    await ask();
    const first = await statementsOf(ask);
    const second = await statementsOf(ask);
    // The scope's subqueries are in them: their aliases were numbered per process before.
    expect(first.some((statement) => statement.includes('"scope1"'))).toBe(true);
    expect(second).toEqual(first);
  });

  it("answers each person's roles in the workspace, with one query for the page", async () => {
    const statements = await statementsOf(async () => {
      // Members who also manage the workspace or run a group, and one who does neither.
      const people = ['manager@', 'agent@', 'learner001@'].map((email) => ({ searchText: { iLike: `%${email}%` } }));
      const filter = { organizationId: { eq: 'org-acme' }, or: people };
      const answer = await graphql<People>(server.url, manager, PEOPLE, { filter });
      expect(answer.errors).toBeUndefined();
      const found = answer.data?.organizationUsers.nodes ?? [];
      expect(found).toHaveLength(3);
      const expected = await server.dataSource.query<Array<{ userId: string; role: string }>>(
        `SELECT DISTINCT "userId", role FROM memberships WHERE "organizationId" = 'org-acme' AND role <> 'member'`,
      );
      for (const person of found) {
        const roles = [...new Set(expected.filter((row) => row.userId === person.userId).map((row) => row.role))].sort();
        expect(person.roles).toEqual(roles);
      }
      expect(found.find((person) => person.email === 'manager@demo.test')?.roles).toEqual(['billingManager', 'creator', 'manager']);
      expect(found.find((person) => person.email === 'learner001@demo.test')?.roles).toEqual([]);
    });
    const roleQueries = statements.filter((statement) => /FROM "memberships"/.test(statement) && /"userId" IN \(/.test(statement));
    expect(roleQueries).toHaveLength(1);
  });

  /** The workspaces table as the SPA asks for it, and the same fields through a fragment, and with a relation. */
  const WORKSPACES = `query Workspaces { organizations(sorting: [{ field: name, direction: ASC }], paging: { limit: 20 }) {
    totalCount nodes { id name product contact billingService { planName subscriptionId } } } }`;
  const WORKSPACES_BY_FRAGMENT = `query Workspaces { organizations(sorting: [{ field: name, direction: ASC }], paging: { limit: 20 }) {
    totalCount nodes { ...Workspace } } }
    fragment Workspace on Organization { id name product contact billingService { planName subscriptionId } }`;
  const WORKSPACES_WITH_CREATOR = `query Workspaces { organizations(sorting: [{ field: name, direction: ASC }], paging: { limit: 20 }) {
    totalCount nodes { id name product contact billingService { planName subscriptionId } creator { id } } } }`;
  type Workspaces = { organizations: { totalCount: number; nodes: Array<Record<string, unknown>> } };
  /** The page's statement (its count, when it carries one, is a subquery inside it). */
  const pageStatement = (statements: string[]) => statements.find((statement) => statement.startsWith('SELECT "OrganizationEntity".')) ?? '';

  it('reads only the columns a list answers, with the same answer as whole rows, for every reader', async () => {
    for (const email of ['super@demo.test', 'manager@demo.test', 'partner@demo.test', 'learner001@demo.test']) {
      const token = await signIn(server.url, email);
      let narrow: Workspaces | null | undefined;
      const narrowStatements = await statementsOf(async () => {
        narrow = (await graphql<Workspaces>(server.url, token, WORKSPACES)).data;
      });
      let byFragment: Workspaces | null | undefined;
      const fragmentStatements = await statementsOf(async () => {
        byFragment = (await graphql<Workspaces>(server.url, token, WORKSPACES_BY_FRAGMENT)).data;
      });
      const withCreator = (await graphql<Workspaces>(server.url, token, WORKSPACES_WITH_CREATOR)).data;
      // The page reads the fields asked, and id (the read rules' terms on billingService and contact), not the rest.
      expect(pageStatement(narrowStatements)).toContain('"contact"');
      expect(pageStatement(narrowStatements)).not.toContain('"clientCode"');
      // nestjs-query's resolve info leaves fragments out: such a document reads whole rows.
      expect(pageStatement(fragmentStatements)).toContain('"clientCode"');
      if (email === 'super@demo.test') expect(narrow?.organizations.nodes.length).toBeGreaterThan(1);
      expect(byFragment).toEqual(narrow);
      expect(withCreator?.organizations.nodes.map(({ creator: _creator, ...node }) => node)).toEqual(narrow?.organizations.nodes);
      expect(withCreator?.organizations.totalCount).toBe(narrow?.organizations.totalCount);
    }
  });

  it("counts a list in its page's statement, once", async () => {
    const statements = await statementsOf(() => graphql<Workspaces>(server.url, manager, WORKSPACES));
    // One statement and one round trip: the page carries the count (list-count.ts).
    const reads = statements.filter((statement) => /FROM "organizations"/.test(statement));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toBe(pageStatement(statements));
    expect(reads[0]).toMatch(/COUNT\(/);
    // Without totalCount, no count.
    const uncounted = await statementsOf(() => graphql(server.url, manager, WORKSPACES.replace('totalCount', '')));
    expect(uncounted.filter((statement) => /COUNT\(/.test(statement))).toHaveLength(0);
  });

  it("replaces only declared computed fields' resolvers with their plain answers", () => {
    const nestRoles = () => 'through Nest';
    const other = () => 'left alone';
    const resolvers = { OrganizationUser: { roles: nestRoles, email: other }, Unknown: { roles: other } };
    answerComputedFieldsDirectly(resolvers);
    expect(resolvers.OrganizationUser.roles).not.toBe(nestRoles);
    expect(resolvers.OrganizationUser.email).toBe(other);
    expect(resolvers.Unknown.roles).toBe(other);
  });
});

describe("class-validator's rules, looked up once per class", () => {
  cacheValidationMetadata();
  const storage = getMetadataStorage();

  it('still finds a rule added to a class after it was first validated, and the rules a subclass inherits', async () => {
    class Named {
      name = 'ab';
    }
    IsString()(Named.prototype, 'name');
    expect(await validate(new Named())).toHaveLength(0);
    MinLength(3)(Named.prototype, 'name');
    const errors = await validate(new Named());
    expect(errors[0]?.constraints).toHaveProperty('minLength');

    class Titled extends Named {
      title: unknown = 5;
    }
    IsString()(Titled.prototype, 'title');
    const inherited = await validate(new Titled());
    expect(inherited.map((error) => error.property).sort()).toEqual(['name', 'title']);
    // The same answer object the second time: it is kept.
    expect(storage.getTargetValidationMetadatas(Titled, '', false, false)).toBe(storage.getTargetValidationMetadatas(Titled, '', false, false));
  });
});
