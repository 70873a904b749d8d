import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

type Created = { createOneCertificateTemplate: { id: string } | null };
const CREATE = 'mutation ($input: CreateOneCertificateTemplateInput!) { createOneCertificateTemplate(input: $input) { id } }';
const UPDATE = 'mutation ($input: UpdateOneCertificateTemplateInput!) { updateOneCertificateTemplate(input: $input) { id } }';

/** The plan decides on the server as in the sidebar (shared/plans.ts PLAN_GATED_PARTS): certificate templates need certificates. */
describe("the workspace's plan on the server", () => {
  let server: TestServer;
  let superEditor: string;
  let bareWorkspace: string;

  beforeAll(async () => {
    server = await startTestServer();
    superEditor = await signIn(server.url, 'super@demo.test');
    const created = await graphql<{ createOneOrganization: { id: string } }>(
      server.url,
      superEditor,
      'mutation { createOneOrganization(input: { organization: { name: "Plain Enterprise", product: "UL", featureFlags: [] } }) { id } }',
    );
    expect(created.errors).toBeUndefined();
    bareWorkspace = created.data!.createOneOrganization.id;
  }, 180_000);
  afterAll(() => server.close());

  it('refuses a certificate template in a workspace whose plan has no certificates, with the message the SPA shows', async () => {
    const refused = await graphql<Created>(server.url, superEditor, CREATE, {
      input: { certificateTemplate: { organizationId: bareWorkspace, name: 'Not in plan', signerName: 'Sam Super' } },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.featureNotInPlan' });
    expect(refused.errors?.[0]?.message).toBe("This feature is not included in the workspace's plan.");
  });

  it('lets the same writer create and change one where the plan has them', async () => {
    const created = await graphql<Created>(server.url, superEditor, CREATE, {
      input: { certificateTemplate: { organizationId: 'org-acme', name: 'In plan', signerName: 'Sam Super' } },
    });
    expect(created.errors).toBeUndefined();
    const changed = await graphql(server.url, superEditor, UPDATE, {
      input: { id: created.data!.createOneCertificateTemplate!.id, update: { signerTitle: 'Chief' } },
    });
    expect(changed.errors).toBeUndefined();
  });

  // Spec 02 §6 names externalUserAttributes among the feature flags: a workspace's own user attributes (the people list's several filters).
  const ATTRIBUTES = 'mutation ($input: UpdateOneOrganizationInput!) { updateOneOrganization(input: $input) { id externalUserAttributes { name } } }';
  const attribute = { name: 'Department', isPrimaryKey: false, type: 'text', valueType: 'string' };

  it("refuses a workspace's own user attributes where the plan lacks them, with the same message", async () => {
    const manager = await signIn(server.url, 'learner301@demo.test');
    const refused = await graphql(server.url, manager, ATTRIBUTES, { input: { id: 'org-extend', update: { externalUserAttributes: [attribute] } } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.featureNotInPlan' });
    const byStaff = await graphql(server.url, superEditor, ATTRIBUTES, { input: { id: bareWorkspace, update: { externalUserAttributes: [attribute] } } });
    expect(byStaff.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.featureNotInPlan' });
    const created = await graphql(server.url, superEditor, 'mutation ($input: CreateOneOrganizationInput!) { createOneOrganization(input: $input) { id } }', {
      input: { organization: { name: 'Attributes Without Plan', product: 'UL', featureFlags: [], externalUserAttributes: [attribute] } },
    });
    expect(created.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.featureNotInPlan' });
    // Other settings, and emptying the list, stay open to it.
    const renamed = await graphql(server.url, manager, ATTRIBUTES, {
      input: { id: 'org-extend', update: { name: 'Extend Corp', externalUserAttributes: [] } },
    });
    expect(renamed.errors).toBeUndefined();
  });

  it('keeps them where the plan has the flag', async () => {
    const manager = await signIn(server.url, 'manager@demo.test');
    const kept = await graphql<{ updateOneOrganization: { externalUserAttributes: Array<{ name: string }> } }>(server.url, manager, ATTRIBUTES, {
      input: { id: 'org-acme', update: { externalUserAttributes: [attribute] } },
    });
    expect(kept.errors).toBeUndefined();
    expect(kept.data?.updateOneOrganization.externalUserAttributes).toEqual([{ name: 'Department' }]);
  });
});
