import type { ResourceProps } from '@refinedev/core';

import { registerResourceGate } from '@/providers/access-control';

/**
 * The Refine resources of the dashboard with their gates (spec 02 §6). Routes carry the page
 * gates; these gates are what Refine's buttons and hooks check through the access-control provider.
 * Adding a resource: its declaration folder here, one line below, and its server module.
 */
const RESOURCES: Array<ResourceProps & { gate?: string }> = [
  { name: 'organizations', meta: { label: 'Organizations' }, gate: 'partner|manager|billingManager|learner|internal' },
  { name: 'companies', meta: { label: 'Groups' }, gate: 'manager|agent|partner|internal|learner' },
  { name: 'courses', meta: { label: 'Programs' }, gate: 'manager|agent|editor|programViewer|internal|learner' },
  { name: 'users', meta: { label: 'Users' }, gate: 'admin|superEditor|sales|manager|agent' },
  { name: 'companyUsers', meta: { label: 'Group learners' }, gate: 'manager|agent|internal' },
  { name: 'organizationUsers', meta: { label: 'Workspace people' }, gate: 'manager|billingManager|partner|internal' },
  { name: 'companyPrograms', meta: { label: 'Group programs' }, gate: 'manager|agent|internal|learner' },
  { name: 'partners', meta: { label: 'Partners' }, gate: 'sales|admin' },
  { name: 'bundles', meta: { label: 'Bundles' }, gate: 'sales|manager|billingManager|admin' },
  { name: 'promoCodes', meta: { label: 'Promo codes' }, gate: 'sales|manager|billingManager|admin' },
  { name: 'notificationBanners', meta: { label: 'Banners' }, gate: 'superEditor|admin' },
  { name: 'courseRemoveConfirmations', meta: { label: 'Program delete confirmations' }, gate: 'admin' },
  { name: 'userRemoveConfirmations', meta: { label: 'User delete confirmations' }, gate: 'admin' },
];

for (const resource of RESOURCES) if (resource.gate) registerResourceGate(resource.name, resource.gate);

export const REFINE_RESOURCES: ResourceProps[] = RESOURCES.map(({ gate: _gate, ...resource }) => resource);
