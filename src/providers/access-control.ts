import type { AccessControlProvider } from '@refinedev/core';
import { Gate, passesGate, RoleScope } from '@shared/roles';

import { loadCurrentUser } from '@/providers/auth/current-user';
import { resourceGateOf } from '@/resources';
import { gateOf, ROUTE_NAMES, RouteName } from '@/routes/route-table';

/** What a check is about: a page of the route table (params.route) or a Refine resource. */
type CheckParams = { route?: RouteName; scope?: RoleScope } | undefined;

const isRouteName = (value: string | undefined): value is RouteName => value !== undefined && (ROUTE_NAMES as string[]).includes(value);

/**
 * The gate a check answers to. A page names its route in params.route and gets the route's gate
 * (none: any signed-in user); anything else is a resource and gets the resource's gate. A resource
 * that is not declared is refused, so a forgotten entry hides a button rather than showing it.
 * Declared resources have a second gate for create, edit and delete.
 */
export const gateFor = (resource: string | undefined, params: CheckParams, action?: string): Gate | 'open' | 'refused' => {
  if (isRouteName(params?.route)) return gateOf(params.route) ?? 'open';
  return (resource !== undefined && resourceGateOf(resource, action)) || 'refused';
};

/**
 * Refine's access-control provider: the role gates of shared/roles.ts, scoped by the ids the
 * caller passes (params.scope). The server enforces the same rules; this only mirrors them.
 */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const gate = gateFor(resource, params as CheckParams, action);
    if (gate === 'open') return { can: true };
    if (gate === 'refused') return { can: false, reason: 'notAuthorized' };
    const user = await loadCurrentUser();
    const scope = (params as CheckParams)?.scope ?? {};
    return passesGate(user, gate, scope) ? { can: true } : { can: false, reason: 'notAuthorized' };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true }, queryOptions: { staleTime: 0 } },
};
