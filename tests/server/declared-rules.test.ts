import type { DataProvider } from '@refinedev/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messageKeyOf } from '../../server/src/common/errors/domain-errors';
import { constraintViolation } from '../../server/src/common/resource/constraint-violations';
import { graphql, GraphQLResult } from './support/graphql-client';
import { signedInProvider } from './support/refine';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/*
 * What a declaration says about whole records: uniqueness (a certificate's name once per workspace,
 * whatever its case; a promo code once), also when writes race and the database decides, and rules
 * across fields (the distinction score above the passing score), on create with the defaults and on
 * update with the stored row. Each refusal is BAD_USER_INPUT with the rule's message key and field,
 * and nothing is saved.
 */

const CREATE_TEMPLATE = `mutation Create($input: CreateOneCertificateTemplateInput!) { createOneCertificateTemplate(input: $input) { id name } }`;
const UPDATE_TEMPLATE = `mutation Update($input: UpdateOneCertificateTemplateInput!) { updateOneCertificateTemplate(input: $input) { id name passingScore } }`;
const CREATE_PROMO = `mutation Create($input: CreateOnePromoCodeInput!) { createOnePromoCode(input: $input) { id } }`;

type Refusal = { code?: string; key?: string; field?: unknown };
const refusalOf = (result: GraphQLResult<unknown>): Refusal => {
  const error = result.errors?.[0];
  return { code: error?.extensions?.code, key: error?.extensions?.messageKey, field: error?.extensions?.messageValues?.field };
};

const template = (name: string, extra: Record<string, unknown> = {}) => ({
  input: { certificateTemplate: { organizationId: 'org-acme', name, signerName: 'Mina Manager', ...extra } },
});

describe('declared rules over whole records', () => {
  let server: TestServer;
  let managerToken: string;
  let superToken: string;
  let staff: DataProvider;
  const count = async (sql: string): Promise<number> => Number((await server.dataSource.query<Array<{ n: number | string }>>(sql))[0].n);

  beforeAll(async () => {
    server = await startTestServer();
    managerToken = await signIn(server.url, 'manager@demo.test');
    superToken = await signIn(server.url, 'super@demo.test');
    staff = await signedInProvider(server.url, 'super@demo.test');
  });
  afterAll(() => server.close());

  it('a name unique within its workspace is refused in any case, and free in another workspace', async () => {
    const refused = await graphql(server.url, managerToken, CREATE_TEMPLATE, template('acme GRADUATE'));
    expect(refusalOf(refused)).toEqual({ code: 'BAD_USER_INPUT', key: 'validation.certificateNameTaken', field: 'name' });
    expect(refused.errors?.[0]?.message).toBe('This workspace already has a certificate with this name.');
    expect(await count(`SELECT COUNT(*) AS n FROM certificate_templates WHERE LOWER(name) = 'acme graduate'`)).toBe(1);
    const elsewhere = await graphql(server.url, superToken, CREATE_TEMPLATE, {
      input: { certificateTemplate: { organizationId: 'org-extend', name: 'Acme Graduate', signerName: 'Pat Partner' } },
    });
    expect(elsewhere.errors).toBeUndefined();
  });

  it('renaming onto another certificate is refused; changing the case of its own name is not', async () => {
    const clash = await graphql(server.url, managerToken, UPDATE_TEMPLATE, { input: { id: 'certificate-acme-leaders', update: { name: 'ACME graduate' } } });
    expect(refusalOf(clash)).toMatchObject({ code: 'BAD_USER_INPUT', key: 'validation.certificateNameTaken' });
    const own = await graphql(server.url, managerToken, UPDATE_TEMPLATE, { input: { id: 'certificate-acme-leaders', update: { name: 'LEADERSHIP circle' } } });
    expect(own.errors).toBeUndefined();
  });

  it('twelve concurrent creates of one promo code: one succeeds, eleven get its message, none a 500', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => graphql(server.url, superToken, CREATE_PROMO, { input: { promoCode: { code: 'RACE-ONCE', discount: 5 } } })),
    );
    const outcomes = results.map((result) => (result.errors ? `${refusalOf(result).code} ${refusalOf(result).key}` : 'OK'));
    expect(outcomes.filter((outcome) => outcome === 'OK')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'BAD_USER_INPUT validation.promoCodeTaken')).toHaveLength(11);
    expect(await count(`SELECT COUNT(*) AS n FROM promo_codes WHERE code = 'RACE-ONCE'`)).toBe(1);
  });

  it('twelve concurrent creates of one certificate name in different cases: one succeeds', async () => {
    const names = Array.from({ length: 12 }, (_, index) => (index % 2 ? 'Race Certificate' : 'RACE certificate'));
    const results = await Promise.all(names.map((name) => graphql(server.url, managerToken, CREATE_TEMPLATE, template(name))));
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.filter((result) => refusalOf(result).key === 'validation.certificateNameTaken')).toHaveLength(11);
  });

  it("the database's own refusals are read as the declared rule (unique, case-insensitive, foreign key)", async () => {
    const refusal = async (sql: string, operation: 'write' | 'delete' = 'write') => {
      try {
        await server.dataSource.query(sql);
      } catch (error) {
        const mapped = constraintViolation(error, operation);
        return mapped ? (messageKeyOf(mapped)?.key ?? 'no key') : 'unmapped';
      }
      return 'no error';
    };
    expect(await refusal(`INSERT INTO promo_codes (id, code) VALUES ('promo-raw', 'RACE-ONCE')`)).toBe('validation.promoCodeTaken');
    expect(
      await refusal(
        `INSERT INTO certificate_templates (id, "organizationId", name, "signerName") VALUES ('certificate-raw', 'org-acme', 'ACME GRADUATE', 'X')`,
      ),
    ).toBe('validation.certificateNameTaken');
    expect(
      await refusal(`INSERT INTO certificate_templates (id, "organizationId", name, "signerName") VALUES ('certificate-raw', 'org-missing', 'Other', 'X')`),
    ).toBe('validation.referenceMissing');
    expect(await refusal(`INSERT INTO users (id, email) VALUES ('user-raw', 'manager@demo.test')`)).toBe('validation.emailTaken');
  });

  it('a rule across fields is checked with the defaults on create, on the stored row on update, and saves nothing when broken', async () => {
    // The passing score defaults to 80: a distinction of 70 is not above it.
    const created = await graphql(server.url, managerToken, CREATE_TEMPLATE, template('Distinction Check', { distinctionScore: 70 }));
    expect(refusalOf(created)).toEqual({ code: 'BAD_USER_INPUT', key: 'validation.distinctionNotAbovePassing', field: 'distinctionScore' });
    expect(await count(`SELECT COUNT(*) AS n FROM certificate_templates WHERE name = 'Distinction Check'`)).toBe(0);
    // Acme Graduate has a distinction of 95: a passing score of 99 would pass it.
    const updated = await graphql(server.url, managerToken, UPDATE_TEMPLATE, { input: { id: 'certificate-acme-classic', update: { passingScore: 99 } } });
    expect(refusalOf(updated)).toMatchObject({ code: 'BAD_USER_INPUT', key: 'validation.distinctionNotAbovePassing' });
    const after = await staff.getOne({ resource: 'certificateTemplates', id: 'certificate-acme-classic', meta: { fields: ['passingScore'] } });
    expect(after.data.passingScore).toBe(80);
    const fine = await graphql(server.url, managerToken, CREATE_TEMPLATE, template('Distinction Fine', { passingScore: 60, distinctionScore: 90 }));
    expect(fine.errors).toBeUndefined();
  });
});

describe('a unique or foreign-key refusal outside the generated mutations', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("is answered with the rule's message by the error formatter, not as a server fault", async () => {
    const { formatGraphQLError } = await import('../../server/src/common/errors/graphql-error.formatter');
    let refused: unknown = null;
    try {
      await server.dataSource.query(`INSERT INTO promo_codes (id, code) VALUES ('promo-domain', 'WELCOME10')`);
    } catch (error) {
      refused = error;
    }
    expect(refused).not.toBeNull();
    const answer = formatGraphQLError({ message: 'x' }, refused);
    expect(answer.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.promoCodeTaken', messageValues: { field: 'code' } });
  });
});
