import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { GraphQLSchemaHost } from '@nestjs/graphql';
import { DefinitionNode, FragmentDefinitionNode, Kind, parse, print, specifiedRules, validate, visit } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadAppConfig } from '../../server/src/config/app-config';
import { exceedsTokenLimit, queryLimitProtection } from '../../server/src/graphql/query-limits';
import { errorCodeOf, graphql, GraphQLResult } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/**
 * Every operation the SPA sends, as it sends it: from the .graphql files beside its screens and the
 * declared resources' generated ones, each with the fragments it spreads.
 */
const spaDocuments = (): Array<{ file: string; source: string }> => {
  const files = readdirSync('src', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.graphql'))
    .map((entry) => join(entry.parentPath, entry.name));
  const parsed = files.map((file) => ({ file, definitions: parse(readFileSync(file, 'utf8')).definitions }));
  const fragments = new Map(
    parsed
      .flatMap(({ definitions }) => definitions.filter((item): item is FragmentDefinitionNode => item.kind === Kind.FRAGMENT_DEFINITION))
      .map((item) => [item.name.value, item]),
  );
  const withFragments = (definition: DefinitionNode, found = new Map<string, FragmentDefinitionNode>()): Map<string, FragmentDefinitionNode> => {
    visit(definition, {
      FragmentSpread(node) {
        const fragment = fragments.get(node.name.value);
        if (!fragment || found.has(fragment.name.value)) return;
        found.set(fragment.name.value, fragment);
        withFragments(fragment, found);
      },
    });
    return found;
  };
  return parsed.flatMap(({ file, definitions }) =>
    definitions
      .filter((item) => item.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => ({ file, source: [operation, ...withFragments(operation).values()].map((item) => print(item)).join('\n') })),
  );
};

const aliases = (count: number): string =>
  `query Many { ${Array.from({ length: count }, (_, index) => `a${index}: users(paging: { limit: 50 }) { nodes { id email fullName } totalCount }`).join(' ')} }`;

const codesOf = (result: GraphQLResult<unknown>): string[] => (result.errors ?? []).map((error) => error.extensions?.code ?? '');

const post = async (url: string, token: string | null, query: string): Promise<{ status: number; body: GraphQLResult<unknown> }> => {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResult<unknown> };
};

describe('GraphQL cost limits', () => {
  let server: TestServer;
  let learner: string;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await signIn(server.url, 'learner@demo.test');
  });
  afterAll(() => server.close());

  it('refuses 1,000 aliases, four at a time, before running any of them, and others are served meanwhile', async () => {
    const attack = aliases(1000);
    expect(attack.length).toBeGreaterThan(50_000);
    const [refused, served] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, () => post(server.url, learner, attack))),
      graphql<{ me: { email: string } }>(server.url, learner, 'query Me { me { email } }'),
    ]);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(codesOf(answer.body)).toContain('QUERY_TOO_COMPLEX');
      expect(answer.body.errors?.[0]?.message).toMatch(/too complex/i);
    }
    expect(served.data?.me.email).toBe('learner@demo.test');
  });

  it('allows up to the alias limit', async () => {
    const answer = await post(server.url, learner, aliases(20));
    expect(answer.body.errors).toBeUndefined();
    expect(Object.keys(answer.body.data as object)).toHaveLength(20);
    expect(codesOf((await post(server.url, learner, aliases(21))).body)).toContain('QUERY_TOO_COMPLEX');
  });

  it('refuses too many tokens and too many directives with the same code', async () => {
    const longDocument = `query Long { me { ${'email '.repeat(2100)} } }`;
    const tooLong = await post(server.url, learner, longDocument);
    expect(tooLong.status).toBe(400);
    expect(codesOf(tooLong.body)).toEqual(['QUERY_TOO_COMPLEX']);
    const directives = `query Directives { me { email ${'@include(if: true) '.repeat(60)} } }`;
    expect(codesOf((await post(server.url, learner, directives)).body)).toContain('QUERY_TOO_COMPLEX');
  });

  it('does not suggest field names to a stranger', async () => {
    const answer = await post(server.url, learner, 'query Typo { me { emial } }');
    expect(codesOf(answer.body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(answer.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('lets every document of the SPA pass the default limits', () => {
    const documents = spaDocuments();
    expect(documents.length).toBeGreaterThan(40);
    const limits = loadAppConfig({
      ...process.env,
      GRAPHQL_MAX_DEPTH: '',
      GRAPHQL_MAX_ALIASES: '',
      GRAPHQL_MAX_TOKENS: '',
      GRAPHQL_MAX_COST: '',
      GRAPHQL_MAX_DIRECTIVES: '',
    }).graphqlLimits;
    const rules = [...specifiedRules, ...queryLimitProtection(limits).validationRules];
    const schema = server.app.get(GraphQLSchemaHost).schema;
    for (const { file, source } of documents) {
      expect(exceedsTokenLimit(source, limits.maxTokens), file).toBe(false);
      expect(
        validate(schema, parse(source), rules).map((error) => error.message),
        file,
      ).toEqual([]);
    }
  });

  it('answers BAD_USER_INPUT to a negative offset, a negative limit and a limit over the cap', async () => {
    const list = 'query Page($paging: OffsetPaging!) { users(paging: $paging) { nodes { id } } }';
    for (const paging of [{ offset: -1, limit: 10 }, { limit: -1 }, { limit: 1001 }]) {
      const answer = await graphql(server.url, learner, list, { paging });
      expect(errorCodeOf(answer), JSON.stringify(paging)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toMatch(/paging (offset|limit)/);
    }
    const literal = await post(server.url, learner, 'query Literal { users(paging: { offset: -5 }) { nodes { id } } }');
    expect(literal.status).toBe(400);
    expect(codesOf(literal.body)).toEqual(['BAD_USER_INPUT']);
    const fine = await graphql<{ users: { nodes: unknown[] } }>(server.url, learner, list, { paging: { offset: 0, limit: 1000 } });
    expect(fine.errors).toBeUndefined();
    expect(fine.data?.users.nodes.length).toBeGreaterThan(0);
  });

  it('keeps introspection open outside production', async () => {
    const answer = await graphql<{ __schema: { queryType: { name: string } } }>(server.url, null, 'query Schema { __schema { queryType { name } } }');
    expect(answer.data?.__schema.queryType.name).toBe('Query');
  });
});

describe('GraphQL limits from the settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ GRAPHQL_MAX_DEPTH: '3', SEED_DEMO_DATA: 'false' });
  });
  afterAll(() => server.close());

  it('refuses a document deeper than GRAPHQL_MAX_DEPTH', async () => {
    const deep = await post(server.url, null, 'query Deep { notificationBanners { nodes { stats { answerDistribution { answer } } } } }');
    expect(deep.status).toBe(400);
    expect(codesOf(deep.body)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(deep.body.errors?.[0]?.message).toMatch(/depth limit of 3/i);
  });
});

describe('GraphQL introspection in production', () => {
  const started: TestServer[] = [];
  afterAll(async () => {
    for (const server of started) await server.close();
  });

  const introspect = async (environment: Record<string, string>): Promise<GraphQLResult<unknown>> => {
    const previous = process.env.NODE_ENV;
    const server = await startTestServer({ SEED_DEMO_DATA: 'false', GRAPHQL_MAX_DEPTH: '', ...environment });
    process.env.NODE_ENV = previous;
    started.push(server);
    return graphql(server.url, null, 'query Schema { __schema { queryType { name } } }');
  };

  it('is off when NODE_ENV=production, and GRAPHQL_INTROSPECTION=true turns it on', async () => {
    const closed = await introspect({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: '' });
    expect(errorCodeOf(closed)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(closed.data ?? null).toBeNull();
    const open = await introspect({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' });
    expect(open.errors).toBeUndefined();
  });
});
