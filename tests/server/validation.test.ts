import type { DataProvider } from '@refinedev/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MESSAGES } from '../../shared/validation';
import { graphql } from './support/graphql-client';
import { messageOf, codeOf, signedInProvider } from './support/refine';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const FIELDS = ['id', 'name', 'certificateSigner', 'emailFromName', 'emailReplyTo', 'clientCode'];

describe('input rules of spec 02 §5, answered as BAD_USER_INPUT with nothing changed', () => {
  let server: TestServer;
  let manager: DataProvider;
  beforeAll(async () => {
    server = await startTestServer();
    manager = await signedInProvider(server.url, 'manager@demo.test');
  });
  afterAll(() => server.close());

  const workspaceCases: Array<[string, Record<string, unknown>, string]> = [
    ['name too short', { name: 'Ac' }, MESSAGES.nameTooShort],
    ['name ending with a dot', { name: 'Acme.' }, MESSAGES.nameEndsWithDot],
    ['empty name', { name: '   ' }, MESSAGES.nameRequired],
    ['null name', { name: null }, MESSAGES.nameRequired],
    ['certificate signer with two parts', { certificateSigner: 'Jane;CEO' }, MESSAGES.certificateSigner],
    ['certificate signer with an empty part', { certificateSigner: 'Jane;;Acme' }, MESSAGES.certificateSigner],
    ['sender name over 50', { emailFromName: 'x'.repeat(51) }, MESSAGES.emailFromNameTooLong],
    ['reply-to not an e-mail', { emailReplyTo: 'not-an-email' }, MESSAGES.invalidEmail],
    ['reply-to over 200', { emailReplyTo: `${'a'.repeat(195)}@x.com` }, MESSAGES.emailReplyToTooLong],
    ['client code with a dash', { clientCode: 'AC-01' }, MESSAGES.clientCode],
    ['client code over 20', { clientCode: 'A'.repeat(21) }, MESSAGES.clientCode],
    ['palette colour over 7', { customPalette: { primaryColor: '#1234567' } }, MESSAGES.color],
    ['palette colour not hex', { customPalette: { secondaryColor: 'red' } }, MESSAGES.color],
    ['boolean set to null', { allowUserAnonymity: null }, 'Allow user anonymity must be true or false.'],
  ];

  for (const [label, update, message] of workspaceCases) {
    it(`workspace: ${label}`, async () => {
      const before = (await manager.getOne({ resource: 'organizations', id: 'org-acme', meta: { fields: FIELDS } })).data;
      const call = manager.update({ resource: 'organizations', id: 'org-acme', variables: update });
      expect(await codeOf(call)).toBe('BAD_USER_INPUT');
      expect(await messageOf(manager.update({ resource: 'organizations', id: 'org-acme', variables: update }))).toBe(message);
      expect((await manager.getOne({ resource: 'organizations', id: 'org-acme', meta: { fields: FIELDS } })).data).toEqual(before);
    });
  }

  it('workspace: valid values are saved', async () => {
    const update = {
      name: 'Acme Learning Group',
      certificateSigner: 'Jane Doe;CEO;Acme;John Roe;CTO;Acme',
      emailFromName: 'Acme',
      emailReplyTo: 'hello@acme.example',
      clientCode: 'ACME2026',
      customPalette: { primaryColor: '#123ABC' },
    };
    const saved = await manager.update({
      resource: 'organizations',
      id: 'org-acme',
      variables: update,
      meta: { fields: [...FIELDS, 'customPalette { primaryColor }'] },
    });
    expect(saved.data).toMatchObject({ name: 'Acme Learning Group', clientCode: 'ACME2026', customPalette: { primaryColor: '#123ABC' } });
  });

  const groupCases: Array<[string, Record<string, unknown>, string]> = [
    ['name too short', { name: 'QA' }, MESSAGES.nameTooShort],
    ['name ending with a dot', { name: 'Sales Team.' }, MESSAGES.nameEndsWithDot],
    ['library group name over 50', { groupName: 'g'.repeat(51) }, MESSAGES.groupNameTooLong],
    ['certificate signer', { certificateSigner: 'only-one-part' }, MESSAGES.certificateSigner],
  ];

  for (const [label, update, message] of groupCases) {
    it(`group: ${label}`, async () => {
      const before = (
        await manager.getOne({ resource: 'companies', id: 'company-acme-sales', meta: { fields: ['id', 'name', 'groupName', 'certificateSigner'] } })
      ).data;
      expect(await messageOf(manager.update({ resource: 'companies', id: 'company-acme-sales', variables: update }))).toBe(message);
      expect(
        (await manager.getOne({ resource: 'companies', id: 'company-acme-sales', meta: { fields: ['id', 'name', 'groupName', 'certificateSigner'] } })).data,
      ).toEqual(before);
    });
  }

  it('a new group needs a valid name too', async () => {
    expect(await messageOf(manager.create({ resource: 'companies', variables: { organizationId: 'org-acme', name: 'New.' } }))).toBe(MESSAGES.nameEndsWithDot);
  });

  it('names the field a spec rule refuses, so a form shows the message under it', async () => {
    const token = await signIn(server.url, 'manager@demo.test');
    const update = (input: Record<string, unknown>) =>
      graphql(server.url, token, 'mutation ($input: UpdateOneOrganizationInput!) { updateOneOrganization(input: $input) { id } }', {
        input: { id: 'org-acme', update: input },
      });
    expect((await update({ name: 'Acme.' })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'validation.nameEndsWithDot',
      messageValues: { field: 'name' },
    });
    expect((await update({ clientCode: 'AC-01' })).errors?.[0]?.extensions).toMatchObject({
      messageKey: 'validation.clientCode',
      messageValues: { field: 'clientCode' },
    });
    expect((await update({ customPalette: { primaryColor: 'red' } })).errors?.[0]?.extensions).toMatchObject({
      messageKey: 'validation.color',
      messageValues: { field: 'primaryColor' },
    });
  });
});
