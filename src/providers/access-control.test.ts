import { describe, expect, it } from 'vitest';

import { gateFor } from './access-control';

describe('access-control gates', () => {
  it('reads a page check from the route table and a resource check from the resources, so a shared name cannot shadow', () => {
    // "users" is both the admin-only /users page and a resource managers read through their learners.
    expect(gateFor('users', { route: 'users' })).toEqual(['admin']);
    expect(gateFor('users', undefined)).toEqual(['admin', 'superEditor', 'sales', 'manager', 'agent']);
  });

  it("gives a declared resource's create, edit and delete its write gate", () => {
    expect(gateFor('certificateTemplates', undefined, 'list')).toEqual(['manager', 'billingManager', 'admin']);
    expect(gateFor('certificateTemplates', undefined, 'show')).toEqual(['manager', 'billingManager', 'admin']);
    for (const action of ['create', 'edit', 'delete']) expect(gateFor('certificateTemplates', undefined, action)).toEqual(['manager']);
  });

  it('opens pages without a gate to any signed-in user and refuses undeclared resources', () => {
    expect(gateFor('account', { route: 'account' })).toBe('open');
    expect(gateFor('certificateTemplatez', undefined)).toBe('refused');
    expect(gateFor(undefined, undefined)).toBe('refused');
  });
});
