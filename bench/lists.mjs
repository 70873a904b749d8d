// The lists the benchmark runs: the SPA's own documents (by operation name, read from the .graphql
// files codegen reads), the variables the SPA sends, and beside each the raw SQL that answers the
// same page and count: its floor. The ratio to the floor is the figure that survives a noisy machine.
import { readFileSync } from 'node:fs';

import { GraphQLFileLoader } from '@graphql-tools/graphql-file-loader';
import { loadDocuments } from '@graphql-tools/load';
import { parse, print, visit } from 'graphql';

/** The fragments an operation spreads, and the ones those spread, by name. */
const fragmentsUsedBy = (definition, fragments, found = new Map()) => {
  visit(definition, {
    FragmentSpread(node) {
      const name = node.name.value;
      if (found.has(name) || !fragments.has(name)) return;
      found.set(name, fragments.get(name));
      fragmentsUsedBy(fragments.get(name), fragments, found);
    },
  });
  return found;
};

/** Every named operation of the SPA (the .graphql files codegen reads), printed with its fragments, by name. */
export const loadSpaDocuments = async () => {
  const sources = await loadDocuments(['src/**/*.graphql'], { loaders: [new GraphQLFileLoader()] });
  const definitions = sources.flatMap((source) => source.document?.definitions ?? []);
  const fragments = new Map(definitions.filter((item) => item.kind === 'FragmentDefinition').map((item) => [item.name.value, item]));
  const documents = new Map();
  for (const definition of definitions) {
    if (definition.kind !== 'OperationDefinition' || !definition.name) continue;
    const used = [...fragmentsUsedBy(definition, fragments).values()];
    documents.set(definition.name.value, [definition, ...used].map((item) => print(item)).join('\n'));
  }
  return documents;
};

const PAGE = { limit: 20, offset: 0 };
const search = (field, term) => ({ [field]: { iLike: `%${term}%` } });

/** The visible-users scope of a workspace manager, as the server's rule says it: people of the workspace. */
const managedUsers = (alias) => `EXISTS (SELECT 1 FROM memberships m WHERE m."userId" = ${alias}.id AND m."organizationId" = 'org-acme')`;
const like = (postgres, column, term) => (postgres ? `${column} ILIKE '%${term}%'` : `${column} LIKE '%${term}%'`);
/** The server's count bound (shared/constants.ts, TypeScript, so read rather than imported): the floor counts as far. */
const COUNT_LIMIT = Number(/export const COUNT_LIMIT = ([\d_]+);/.exec(readFileSync('shared/constants.ts', 'utf8'))[1].replaceAll('_', ''));
const bounded = (from) => `SELECT COUNT(*) AS count FROM (SELECT 1 ${from} LIMIT ${COUNT_LIMIT + 1}) bounded`;

/** name, role, operation, variables, and the floor's two statements (page, count) for a dialect. */
export const listCases = (postgres) => {
  const users = (role, filter, sorting, where) => {
    const scope = role === 'manager' ? [managedUsers('u')] : [];
    const conditions = [...scope, ...where].join(' AND ') || 'TRUE';
    const order = sorting[0].field === 'createdAt' ? 'u."createdAt" DESC' : 'u.email ASC';
    return {
      operation: 'UsersList',
      variables: { filter, sorting, paging: PAGE },
      floor: [
        `SELECT u.id, u.email, u."fullName", u."createdAt" FROM users u WHERE ${conditions} ORDER BY ${order} LIMIT 20`,
        bounded(`FROM users u WHERE ${conditions}`),
      ],
    };
  };
  const byEmail = [{ field: 'email', direction: 'ASC' }];
  const byNewest = [{ field: 'createdAt', direction: 'DESC' }];
  // By join date, newest first; or by name (the SPA's default order), read from the name the membership keeps.
  const byJoined = { sorting: [{ field: 'joinedAt', direction: 'DESC' }], order: 'm."joinedAt" DESC' };
  const byName = { sorting: [{ field: 'fullName', direction: 'ASC' }], order: 'm."personName" ASC' };
  const people = (operation, filter, where, order = byJoined) => ({
    operation,
    variables: { filter, sorting: order.sorting, paging: PAGE },
    floor: [
      `SELECT m.id, m."joinedAt", u.email, u."fullName" FROM memberships m JOIN users u ON u.id = m."userId" WHERE ${where} ORDER BY ${order.order} LIMIT 20`,
      bounded(`FROM memberships m WHERE ${where}`),
    ],
  });
  const group = `m."companyId" = 'company-acme-everyone' AND m.role = 'member'`;
  const workspace = `m."organizationId" = 'org-acme' AND m."companyId" IS NULL AND m."courseId" IS NULL AND m.role = 'member'`;
  const organizations = (filter, where) => ({
    operation: 'OrganizationsList',
    variables: { filter, sorting: [{ field: 'name', direction: 'ASC' }], paging: PAGE },
    floor: [`SELECT o.id, o.name FROM organizations o WHERE ${where} ORDER BY o.name LIMIT 20`, bounded(`FROM organizations o WHERE ${where}`)],
  });
  return [
    { name: 'users', role: 'super', ...users('super', {}, byEmail, []) },
    { name: 'users search', role: 'super', ...users('super', search('searchText', 'kim'), byEmail, [like(postgres, 'u."searchText"', 'kim')]) },
    { name: 'users search+sort', role: 'super', ...users('super', search('searchText', 'kim'), byNewest, [like(postgres, 'u."searchText"', 'kim')]) },
    { name: 'users', role: 'manager', ...users('manager', {}, byEmail, []) },
    { name: 'users search', role: 'manager', ...users('manager', search('searchText', 'kim'), byEmail, [like(postgres, 'u."searchText"', 'kim')]) },
    { name: 'users newest first', role: 'manager', ...users('manager', {}, byNewest, []) },
    { name: 'group learners', role: 'manager', ...people('CompanyUsersList', { companyId: { eq: 'company-acme-everyone' } }, group) },
    { name: 'group learners by name', role: 'manager', ...people('CompanyUsersList', { companyId: { eq: 'company-acme-everyone' } }, group, byName) },
    {
      name: 'group learners search',
      role: 'manager',
      ...people(
        'CompanyUsersList',
        { companyId: { eq: 'company-acme-everyone' }, ...search('searchText', 'kim') },
        `${group} AND ${like(postgres, 'm."searchText"', 'kim')}`,
      ),
    },
    { name: 'workspace people', role: 'manager', ...people('OrganizationUsersList', { organizationId: { eq: 'org-acme' } }, workspace) },
    { name: 'workspace people by name', role: 'manager', ...people('OrganizationUsersList', { organizationId: { eq: 'org-acme' } }, workspace, byName) },
    {
      name: 'workspace people search',
      role: 'manager',
      ...people(
        'OrganizationUsersList',
        { organizationId: { eq: 'org-acme' }, ...search('searchText', 'kim') },
        `${workspace} AND ${like(postgres, 'm."searchText"', 'kim')}`,
      ),
    },
    { name: 'organizations', role: 'super', ...organizations({}, 'TRUE') },
    { name: 'organizations search', role: 'super', ...organizations(search('name', 'bench 12'), like(postgres, 'o.name', 'bench 12')) },
    {
      name: 'organizations',
      role: 'manager',
      ...organizations({}, `EXISTS (SELECT 1 FROM memberships m WHERE m."organizationId" = o.id AND m."userId" = 'user-manager')`),
    },
    {
      name: 'programs',
      role: 'super',
      operation: 'CoursesList',
      variables: { filter: {}, sorting: [{ field: 'title', direction: 'ASC' }], paging: PAGE },
      floor: ['SELECT c.id, c.title FROM courses c ORDER BY c.title LIMIT 20', bounded('FROM courses c')],
    },
  ];
};

/** The group page's documents for the 100,000-learner group, fetched together as the page does. */
export const groupPageCase = {
  name: 'group page (100k group)',
  role: 'manager',
  operations: [
    ['GroupPage', { id: 'company-acme-everyone' }],
    ['GroupEngagementSummary', { organizationId: 'org-acme', companyId: 'company-acme-everyone' }],
    ['CompanyUsersList', { filter: { companyId: { eq: 'company-acme-everyone' } }, sorting: [{ field: 'fullName', direction: 'ASC' }], paging: PAGE }],
  ],
};

/**
 * The analytics screen's one document (EngagementAnalytics: figures, daily trend, per-program
 * breakdown over the last 30 UTC days) for the 100k-learner workspace and its 100k group, beside the
 * statements engagement-figures.ts runs for it, with literals: its floor.
 */
export const analyticsCases = (postgres) => {
  const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const range = { from: day(29), to: day(0) };
  const instant = (value) => (postgres ? `'${value}T00:00:00Z'` : `'${value} 00:00:00.000'`);
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const within = (column) => `${column} >= ${instant(range.from)} AND ${column} < ${instant(end)}`;
  const dayOf = (column) => (postgres ? `to_char(date_trunc('day', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')` : `substr(${column}, 1, 10)`);
  const floorFor = (where, members) => {
    const enrolments = (key) => `SELECT learner.k, COUNT(*), SUM(learner.g), SUM(learner.c), SUM(learner.n) FROM (
        SELECT ${key} AS k, e."userId", MAX(CASE WHEN e.completion >= 80 THEN 1 ELSE 0 END) AS g, SUM(e.completion) AS c, COUNT(*) AS n
        FROM course_engagements e WHERE e."visibleInAnalytics" AND ${where} GROUP BY ${key === 'NULL' ? '' : `${key}, `}e."userId") learner GROUP BY learner.k`;
    const studies = `studies s JOIN course_engagements e ON e."userId" = s."userId" AND e."courseId" = s."courseId" AND e."companyId" = s."companyId"`;
    const actions = (key) => `SELECT ${key} AS k, COUNT(DISTINCT s."userId"), COUNT(*), SUM(s."secondsSpent") FROM ${studies}
        WHERE e."visibleInAnalytics" AND ${where} AND s."completedAt" IS NOT NULL AND ${within('s."completedAt"')} ${key === 'NULL' ? '' : `GROUP BY ${key}`}`;
    const sessions = (
      key,
    ) => `SELECT ${key} AS k, COUNT(*) FROM (SELECT e.id, s."courseId", step."chapterId", COUNT(*) AS done, MAX(s."completedAt") AS "completedAt"
        FROM ${studies} JOIN actions step ON step.id = s."actionId" WHERE e."visibleInAnalytics" AND ${where} AND s."completedAt" IS NOT NULL
        GROUP BY e.id, s."courseId", step."chapterId") finished
        WHERE finished.done = (SELECT COUNT(*) FROM actions a WHERE a."chapterId" = finished."chapterId") AND ${within('finished."completedAt"')} ${key === 'NULL' ? '' : `GROUP BY ${key}`}`;
    return [
      enrolments('NULL'),
      actions('NULL'),
      sessions('NULL'),
      actions(dayOf('s."completedAt"')),
      sessions(dayOf('finished."completedAt"')),
      enrolments('e."courseId"'),
      actions('s."courseId"'),
      sessions('finished."courseId"'),
      `SELECT COUNT(*) FROM memberships m WHERE ${members} AND m.role = 'member'`,
    ];
  };
  // The screen's document (all three queries), then each query alone beside the statements it runs
  // (engagementFigures: the totals and the learners count; engagementTrend: per day; engagementByProgram: per program).
  const analytics = (name, subject, where, members) => {
    const floor = floorFor(where, members);
    const variables = { subject, range, bucket: 'day' };
    const part = (query, statements) => ({
      name: `${name} ${query}`,
      role: 'manager',
      operation: ANALYTICS_PART_OPERATIONS[query],
      variables,
      floor: statements,
    });
    return [
      { name, role: 'manager', operation: 'EngagementAnalytics', variables, floor },
      part('engagementFigures', [floor[0], floor[1], floor[2], floor[8]]),
      part('engagementTrend', [floor[3], floor[4]]),
      part('engagementByProgram', [floor[5], floor[6], floor[7]]),
    ];
  };
  return [
    ...analytics(
      'analytics: workspace (100k)',
      { organizationId: 'org-acme' },
      `e."organizationId" = 'org-acme'`,
      `m."organizationId" = 'org-acme' AND m."companyId" IS NULL AND m."courseId" IS NULL`,
    ),
    ...analytics(
      'analytics: group (100k)',
      { organizationId: 'org-acme', companyId: 'company-acme-everyone' },
      `e."organizationId" = 'org-acme' AND e."companyId" = 'company-acme-everyone'`,
      `m."companyId" = 'company-acme-everyone' AND m."organizationId" = 'org-acme'`,
    ),
  ];
};

/** Each query of the analytics screen alone: bench-only documents with the screen's own selections. */
const ANALYTICS_PART_OPERATIONS = {
  engagementFigures: 'BenchEngagementFigures',
  engagementTrend: 'BenchEngagementTrend',
  engagementByProgram: 'BenchEngagementByProgram',
};

/**
 * The SPA's EngagementAnalytics document cut into its three queries, each keeping its selection and
 * fragments: added to the documents the bench sends (run.mjs, quick/analytics.mjs).
 */
export const analyticsPartDocuments = (documents) => {
  const whole = documents.get('EngagementAnalytics');
  if (!whole) throw new Error('The SPA has no operation EngagementAnalytics');
  const [definition, ...fragments] = parse(whole).definitions;
  const parts = new Map();
  for (const [query, operation] of Object.entries(ANALYTICS_PART_OPERATIONS)) {
    const selections = definition.selectionSet.selections.filter((selection) => selection.name.value === query);
    const used = definition.variableDefinitions.filter((variable) => query === 'engagementTrend' || variable.variable.name.value !== 'bucket');
    const part = {
      ...definition,
      name: { kind: 'Name', value: operation },
      variableDefinitions: used,
      selectionSet: { ...definition.selectionSet, selections },
    };
    const needed = fragments.filter(() => query === 'engagementFigures');
    parts.set(operation, [part, ...needed].map((item) => print(item)).join('\n'));
  }
  return parts;
};
