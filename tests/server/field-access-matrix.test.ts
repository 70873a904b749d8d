import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registeredResources } from '../../server/src/common/resource/resource-registry';
import { ACME_GROUPS, Role, ROLES } from './support/authorization-expectations';
import { collect, graphql, liveClient } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/*
 * Who may read a field, not only a row: every field a declaration restricts (read terms, or read
 * parts of a JSON field), for every demo role, against an independent statement of who should see
 * it — in lists, by id, through a relation and in live events. A field the reader may not see is
 * null; a restricted field without a line here fails the test, so a new one cannot go unchecked.
 */

type Visibility = Record<Role, 'all' | string[]>;
const STAFF = { super: 'all', admin: 'all', sales: 'all' } as const;
const nobodyElse = { manager: [], agent: [], curator: [], curator2: [], partner: [], learner: [], newbie: [] };

const WORKSPACE_SETTINGS: Visibility = { ...nobodyElse, ...STAFF, manager: ['org-acme'] };
const WORKSPACE_BILLING: Visibility = { ...nobodyElse, ...STAFF, manager: ['org-acme'] };
const WORKSPACE_CONTACT: Visibility = { ...nobodyElse, ...STAFF, manager: ['org-acme'], partner: ['org-extend', 'org-studio'] };
const GROUP_SETTINGS: Visibility = { ...nobodyElse, ...STAFF, manager: ACME_GROUPS, agent: ['company-acme-sales', 'company-acme-success'] };

/** resource -> field (or json field.part) -> who sees it. */
const EXPECTED: Record<string, Record<string, Visibility>> = {
  organizations: {
    ...Object.fromEntries(
      [
        'clientCode',
        'certificateSigner',
        'membersListEnabledDefault',
        'wallDisabledDefault',
        'allowUserAnonymity',
        'emailFromName',
        'emailReplyTo',
        'lumenfyForAll',
        'allowCustomPolicies',
        'trustedDomains',
        'peerInvitationModeDefault',
        'employeeIdRequiredDefault',
        'employeeIdName',
      ].map((field) => [field, WORKSPACE_SETTINGS]),
    ),
    contact: WORKSPACE_CONTACT,
    contactEmail: WORKSPACE_CONTACT,
    manuallyAddedCredits: WORKSPACE_BILLING,
    shopRevenueFee: WORKSPACE_BILLING,
    ...Object.fromEntries(
      ['subscriptionId', 'purchasedLicenses', 'maxGroups', 'maxLearners', 'maxTranslatedWords', 'maxLumenAi', 'bonusCreditsLumenAi'].map((part) => [
        `billingService.${part}`,
        WORKSPACE_BILLING,
      ]),
    ),
  },
  companies: Object.fromEntries(
    ['contact', 'contactEmail', 'certificateSigner', 'policies', 'accessCodes', 'externalUserAttributeFilters'].map((field) => [field, GROUP_SETTINGS]),
  ),
};

/** Every restricted field of every declared resource, as `field` or `field.part`. */
const restrictedFields = (): Array<{ resource: string; table: string; path: string; kind: string }> =>
  registeredResources().flatMap((resource) =>
    Object.entries(resource.fields).flatMap(([key, definition]) => {
      const parts = definition.kind === 'json' ? Object.keys(definition.options.readParts ?? {}) : [];
      const own = definition.options.read ? [{ resource: resource.plural, table: resource.table, path: key, kind: definition.kind }] : [];
      return [...own, ...parts.map((part) => ({ resource: resource.plural, table: resource.table, path: `${key}.${part}`, kind: 'part' }))];
    }),
  );

const valueAt = (row: Record<string, unknown>, path: string): unknown => {
  const [first, second] = path.split('.');
  const value = row[first];
  return second === undefined ? value : value === null || value === undefined ? undefined : (value as Record<string, unknown>)[second];
};

const selectionOf = (paths: string[]): string => {
  const plain = paths.filter((path) => !path.includes('.'));
  const nested = new Map<string, string[]>();
  for (const path of paths.filter((item) => item.includes('.'))) {
    const [first, second] = path.split('.');
    nested.set(first, [...(nested.get(first) ?? []), second]);
  }
  return ['id', ...plain, ...[...nested].map(([first, parts]) => `${first} { ${parts.join(' ')} }`)].join(' ');
};

describe('field read rules: each restricted field × each demo role', () => {
  let server: TestServer;
  const tokens = new Map<Role, string>();

  beforeAll(async () => {
    server = await startTestServer();
    for (const role of ROLES) tokens.set(role, await signIn(server.url, `${role}@demo.test`));
    // Every restricted column holds something, so null can only mean "hidden".
    for (const field of restrictedFields().filter((item) => item.kind !== 'part')) {
      const value = field.kind === 'list' ? `'["set"]'` : field.kind === 'json' ? `'{"set":true}'` : field.kind === 'text' ? `'set'` : null;
      if (value) await server.dataSource.query(`UPDATE ${field.table} SET "${field.path}" = ${value} WHERE "${field.path}" IS NULL`);
    }
  }, 60_000);
  afterAll(() => server.close());

  it('has an expectation for every restricted field, and restricts what the spec says', () => {
    const declared = restrictedFields().map((field) => `${field.resource}.${field.path}`);
    const expected = Object.entries(EXPECTED).flatMap(([resource, fields]) => Object.keys(fields).map((path) => `${resource}.${path}`));
    expect(declared.sort()).toEqual(expected.sort());
  });

  for (const [resource, fields] of Object.entries(EXPECTED)) {
    for (const role of ROLES) {
      it(`${resource} as ${role}: each restricted field is null exactly where the role may not read it`, async () => {
        const query = `{ ${resource}(paging: { limit: 1000 }) { nodes { ${selectionOf(Object.keys(fields))} } } }`;
        const staff = await graphql<Record<string, { nodes: Array<Record<string, unknown>> }>>(server.url, tokens.get('super') as string, query);
        const mine = await graphql<Record<string, { nodes: Array<Record<string, unknown>> }>>(server.url, tokens.get(role) as string, query);
        if (mine.errors?.[0]?.extensions?.code === 'FORBIDDEN') return;
        expect(mine.errors).toBeUndefined();
        const truth = new Map((staff.data?.[resource].nodes ?? []).map((row) => [row.id as string, row]));
        let compared = 0;
        for (const row of mine.data?.[resource].nodes ?? []) {
          for (const [path, visibility] of Object.entries(fields)) {
            const actual = valueAt(truth.get(row.id as string) ?? {}, path);
            if (actual === null || actual === undefined) continue;
            const allowed = visibility[role] === 'all' || visibility[role].includes(row.id as string);
            expect(valueAt(row, path), `${role} reading ${resource} ${String(row.id)}.${path}`).toEqual(allowed ? actual : null);
            compared += 1;
          }
        }
        if ((mine.data?.[resource].nodes ?? []).length > 0) expect(compared).toBeGreaterThan(0);
      });
    }
  }

  it('hides them by id and through a relation too', async () => {
    const byId = `{ organization(id: "org-acme") { id clientCode contact billingService { planName subscriptionId } } }`;
    const learner = await graphql<{ organization: Record<string, unknown> }>(server.url, tokens.get('learner') as string, byId);
    expect(learner.data?.organization).toEqual({
      id: 'org-acme',
      clientCode: null,
      contact: null,
      billingService: { planName: 'Enterprise', subscriptionId: null },
    });
    const manager = await graphql<{ organization: Record<string, unknown> }>(server.url, tokens.get('manager') as string, byId);
    expect(manager.data?.organization).toMatchObject({ clientCode: 'ACME01', billingService: { subscriptionId: 'sub-acme' } });
    const relation = `{ company(id: "company-acme-engineering") { id organization { clientCode } } }`;
    const throughGroup = await graphql<{ company: { organization: { clientCode: string | null } } }>(server.url, tokens.get('learner') as string, relation);
    expect(throughGroup.data?.company.organization).toEqual({ clientCode: null });
  });

  it('hides them in live events, by the roles of the moment', async () => {
    const subscription = 'subscription { updatedOneOrganization { id name clientCode } }';
    const learnerClient = liveClient(server.url, tokens.get('learner') as string);
    const managerClient = liveClient(server.url, tokens.get('manager') as string);
    type Event = { updatedOneOrganization: { id: string; name: string; clientCode: string | null } };
    const learnerEvents = collect<Event>(learnerClient, subscription);
    const managerEvents = collect<Event>(managerClient, subscription);
    await server.listening('updatedOneOrganization', 2);
    const update = 'mutation ($input: UpdateOneOrganizationInput!) { updateOneOrganization(input: $input) { id } }';
    await graphql(server.url, tokens.get('super') as string, update, { input: { id: 'org-acme', update: { name: 'Acme Learning Live' } } });
    const [learnerEvent] = await learnerEvents.waitFor((items) => items.length > 0);
    const [managerEvent] = await managerEvents.waitFor((items) => items.length > 0);
    expect(learnerEvent.updatedOneOrganization).toEqual({ id: 'org-acme', name: 'Acme Learning Live', clientCode: null });
    expect(managerEvent.updatedOneOrganization.clientCode).toBe('ACME01');
    await Promise.all([learnerClient.dispose(), managerClient.dispose()].map((done) => Promise.resolve(done)));
  });
});
