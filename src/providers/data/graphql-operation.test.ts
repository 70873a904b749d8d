import { describe, expect, it } from 'vitest';

import { AddWorkspaceAdminDocument, GroupCrumbDocument, TraysDocument } from '@/graphql/types';

import { runOperation } from './graphql-operation';

/**
 * The operations are typed by their documents: these calls are never made, they are compiled
 * (npm run check), and each @ts-expect-error fails the check if the call it marks ever compiles.
 */
describe('runOperation', () => {
  it('takes exactly the variables of the document it runs', () => {
    const calls = [
      () => runOperation(TraysDocument),
      () => runOperation(GroupCrumbDocument, { id: 'company-acme-sales' }),
      // @ts-expect-error: an operation with variables cannot run without them.
      () => runOperation(AddWorkspaceAdminDocument),
      // @ts-expect-error: "organisationId" is not one of its variables.
      () => runOperation(AddWorkspaceAdminDocument, { organisationId: 'org-acme', email: 'someone@example.com' }),
      // @ts-expect-error: the e-mail is a string.
      () => runOperation(AddWorkspaceAdminDocument, { organizationId: 'org-acme', email: 42 }),
    ];
    expect(calls).toHaveLength(5);
  });

  it('answers with the type of the document', () => {
    const crumbName = async () => (await runOperation(GroupCrumbDocument, { id: 'company-acme-sales' })).company.name;
    // @ts-expect-error: the crumb's company has no "engagement".
    const missing = async () => (await runOperation(GroupCrumbDocument, { id: 'company-acme-sales' })).company.engagement;
    expect([crumbName, missing]).toHaveLength(2);
  });
});
