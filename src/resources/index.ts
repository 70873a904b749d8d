import type { ResourceProps } from '@refinedev/core';
import type { Gate } from '@shared/roles';

import { declaredResource, DECLARED_RESOURCES } from './declared-resources';

type ResourceEntry = { label: string; gate: Gate };

/**
 * The Refine resources of the dashboard with their gates (spec 02 §6): what Refine's hooks and the
 * generic views' create, edit and delete buttons ask the access-control provider about. Page gates
 * are the route table's; the two are looked up separately, so neither can shadow the other.
 * Resources declared with defineResource (a folder with a resource.ts) register themselves with
 * their gates; the entries below have no declaration yet: the banners' wizard (custom pages with
 * their own documents) and the commerce and operations features still to come.
 */
export const RESOURCES = {
  bundles: { label: 'Bundles', gate: ['sales', 'manager', 'billingManager', 'admin'] },
  promoCodes: { label: 'Promo codes', gate: ['sales', 'manager', 'billingManager', 'admin'] },
  notificationBanners: { label: 'Banners', gate: ['superEditor', 'admin'] },
  courseRemoveConfirmations: { label: 'Program delete confirmations', gate: ['admin'] },
  userRemoveConfirmations: { label: 'User delete confirmations', gate: ['admin'] },
} as const satisfies Record<string, ResourceEntry>;

export type ResourceName = keyof typeof RESOURCES;

const isResourceName = (value: string): value is ResourceName => Object.hasOwn(RESOURCES, value);

const WRITE_ACTIONS = new Set(['create', 'edit', 'delete', 'clone']);

/** The gate of a Refine resource for an action; undefined for a name that is not declared. */
export const resourceGateOf = (name: string, action?: string): Gate | undefined => {
  const declared = declaredResource(name);
  if (declared) return action !== undefined && WRITE_ACTIONS.has(action) ? declared.writeGate : declared.gate;
  return isResourceName(name) ? RESOURCES[name].gate : undefined;
};

export const REFINE_RESOURCES: ResourceProps[] = [
  ...Object.entries(RESOURCES).map(([name, entry]) => ({ name, meta: { label: entry.label } })),
  ...DECLARED_RESOURCES.map((declared) => ({ name: declared.resource, meta: { label: declared.title } })),
];
