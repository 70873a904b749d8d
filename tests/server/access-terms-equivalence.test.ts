import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MEMBERSHIP_ROLES } from '../../shared/constants';
import { compileTerms, ScopeSqlContext } from '../../server/src/authorization/access-sql';
import { AccessSubject, matchesAny, RelatedRowsLoader } from '../../server/src/authorization/access-match';
import type { AccessTerm } from '../../server/src/authorization/access-terms';
import { relatedRowsLoader } from '../../server/src/authorization/related-rows';
import { LEVELS, Level } from '../../server/src/authorization/role-levels';
import { CURATED_PROGRAM_REACH } from '../../server/src/distribution/distribution-access';
import { RoleSubjectLoader } from '../../server/src/memberships/role-subject.loader';
import { startTestServer, TestServer } from './support/test-server';

/*
 * Every access term a declaration can write at a level (workspace, group, program) × every
 * membership role, checked two ways for many users: by the SQL of queries (access-sql.ts) and by
 * the in-memory match of live delivery and write checks (access-match.ts). They must agree on
 * every anchor, or a subscriber would get events for rows they cannot read (or none at all: an
 * agent at workspace level once threw in memory and silenced every subscriber of the resource).
 */

const TABLE_OF: Record<Level, string> = { workspace: 'organizations', group: 'companies', program: 'courses' };

const noRelatedRows: RelatedRowsLoader = {
  related: () => Promise.reject(new Error('not used')),
  listing: () => Promise.reject(new Error('not used')),
  row: () => Promise.reject(new Error('not used')),
  readTermsOf: () => [],
};

describe('access terms: the SQL of queries and the in-memory match agree for every level and role', () => {
  let server: TestServer;
  const anchorsOf = new Map<Level, string[]>();
  let users: Array<{ id: string; roles: string[] }> = [];

  beforeAll(async () => {
    server = await startTestServer();
    for (const level of LEVELS) {
      anchorsOf.set(
        level,
        (await server.dataSource.query<Array<{ id: string }>>(`SELECT id FROM ${TABLE_OF[level]} ORDER BY id`)).map((row) => row.id),
      );
    }
    // Every demo account, and everyone holding a role other than member (agents, editors, partners...).
    const rows = await server.dataSource.query<Array<{ id: string; roles: string | string[] }>>(
      `SELECT u.id, u.roles FROM users u WHERE u.email LIKE '%@demo.test' OR EXISTS (SELECT 1 FROM memberships m WHERE m."userId" = u.id AND m.role <> 'member') ORDER BY u.id`,
    );
    users = rows.map((row) => ({ id: row.id, roles: typeof row.roles === 'string' ? (JSON.parse(row.roles) as string[]) : row.roles }));
    expect(users.length).toBeGreaterThan(15);
  }, 60_000);
  afterAll(() => server.close());

  const sqlAnchors = async (term: AccessTerm, level: Level, userId: string): Promise<string[]> => {
    const driver = server.dataSource.driver;
    let aliases = 0;
    const context: ScopeSqlContext = {
      escape: (name) => driver.escape(name),
      userParameter: 'userId',
      globalRoles: [],
      readRuleOf: () => {
        throw new Error('not used');
      },
      nextAlias: () => driver.escape(`alias${(aliases += 1)}`),
      shape: 'rows',
      dialect: server.databaseKind,
    };
    const condition = compileTerms([term], (column) => `candidate.${driver.escape(column)}`, context);
    const [sql, parameters] = driver.escapeQueryWithParameters(
      `SELECT candidate.id FROM ${TABLE_OF[level]} candidate WHERE ${condition} ORDER BY candidate.id`,
      { userId },
    );
    return (await server.dataSource.query<Array<{ id: string }>>(sql, parameters)).map((row) => row.id);
  };

  for (const level of LEVELS) {
    for (const role of MEMBERSHIP_ROLES) {
      it(`${level} role ${role}`, async () => {
        const loader = server.app.get(RoleSubjectLoader);
        const term: AccessTerm = { kind: level, column: 'id', roles: [role] };
        let holders = 0;
        for (const user of users) {
          const { anchors } = await loader.load(user);
          const subject: AccessSubject = { id: user.id, roles: [], anchors };
          const inMemory: string[] = [];
          for (const id of anchorsOf.get(level) ?? []) if (await matchesAny([term], subject, { id }, noRelatedRows)) inMemory.push(id);
          expect(inMemory, `${user.id} as ${role} of a ${level}`).toEqual(await sqlAnchors(term, level, user.id));
          if (inMemory.length > 0) holders += 1;
        }
        // Roles the seed gives at this level are really exercised (members, managers, agents, editors...).
        const seeded = await server.dataSource.query<unknown[]>(
          `SELECT 1 FROM memberships WHERE role = '${role}' AND ${level === 'workspace' ? '"organizationId"' : level === 'group' ? '"companyId"' : '"courseId"'} IS NOT NULL LIMIT 1`,
        );
        if (seeded.length > 0 && role !== 'editor') expect(holders).toBeGreaterThan(0);
      });
    }
  }

  // A row reached through a list of another table's rows (allow.listedIn): the groups a program the user curates is published to.
  it('groups a curated program is published to (listedIn), to their workspace or to the group', async () => {
    await server.dataSource.query(`UPDATE courses SET "availableToCompanies" = '["company-extend-a"]' WHERE id = 'course-feedback'`);
    const loader = server.app.get(RoleSubjectLoader);
    const reached = new Map<string, string[]>();
    for (const user of users) {
      const { anchors } = await loader.load(user);
      const subject: AccessSubject = { id: user.id, roles: [], anchors };
      const rows = await server.dataSource.query<Array<{ id: string; organizationId: string }>>(`SELECT id, "organizationId" FROM companies ORDER BY id`);
      const related = relatedRowsLoader(server.dataSource, new Map());
      const inMemory: string[] = [];
      for (const row of rows) if (await matchesAny(CURATED_PROGRAM_REACH, subject, row, related)) inMemory.push(row.id);
      const inSql: string[] = [];
      for (const term of CURATED_PROGRAM_REACH) inSql.push(...(await sqlAnchors(term, 'group', user.id)));
      inMemory.sort();
      expect(inMemory, user.id).toEqual([...new Set(inSql)].sort());
      reached.set(user.id, inMemory);
    }
    const acmeGroups = (await server.dataSource.query<Array<{ id: string }>>(`SELECT id FROM companies WHERE "organizationId" = 'org-acme' ORDER BY id`)).map(
      (row) => row.id,
    );
    // The curator's one program is published to Acme: every Acme group; curator2's feedback program also to one Extend group.
    expect(reached.get('user-curator')).toEqual(acmeGroups);
    expect(reached.get('user-curator2')).toContain('company-extend-a');
    expect(reached.get('user-curator2')).not.toContain('company-extend-b');
    expect(reached.get('user-manager')).toEqual([]);
  });
});
