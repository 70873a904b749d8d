import type { AccessControlProvider } from '@refinedev/core';
import { passesGate, RoleScope } from '@shared/roles';

import { loadCurrentUser } from '@/providers/auth/current-user';
import { gateOf, ROUTE_NAMES, RouteName } from '@/routes/route-table';

/** Gates of Refine resources declared outside the route table (the declared admin resources add theirs). */
const resourceGates = new Map<string, string>();

export const registerResourceGate = (resource: string, gate: string): void => {
  resourceGates.set(resource, gate);
};

const isRouteName = (value: string): value is RouteName => (ROUTE_NAMES as string[]).includes(value);

/** The gate of a route or resource; undefined means any signed-in user. */
export const gateFor = (resource: string | undefined): string | undefined =>
  resource === undefined ? undefined : isRouteName(resource) ? gateOf(resource) : resourceGates.get(resource);

/**
 * Refine's access-control provider: the role gates of shared/roles.ts, scoped by the ids the
 * caller passes (params.scope). The server enforces the same rules; this only mirrors them.
 */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, params }) => {
    const gate = gateFor(resource);
    if (!gate) return { can: true };
    const user = await loadCurrentUser();
    const scope = (params as { scope?: RoleScope } | undefined)?.scope ?? {};
    return passesGate(user, gate, scope) ? { can: true } : { can: false, reason: 'notAuthorized' };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true }, queryOptions: { staleTime: 0 } },
};
