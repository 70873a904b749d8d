import type { User } from '@/graphql/schema.types';
import { defineResource } from '@/resources/define-resource';

/** People: the internal /users list, and a learner's profile on the learner pages. */
export const USERS = defineResource<User>({
  resource: 'users',
  scope: 'platform',
  screens: 'custom',
  title: 'users.title',
  nameField: 'email',
  gate: ['admin', 'superEditor', 'sales', 'manager', 'agent'],
  // Deleting a person asks for an admin's confirmation (spec 02 §8); nothing here edits one.
  writeGate: ['admin'],
  fields: {
    email: { kind: 'email', label: 'users.fields.email', sortable: true, filterable: true },
    fullName: { kind: 'text', label: 'users.fields.fullName', sortable: true, filterable: true },
    roles: { kind: 'list', label: 'users.fields.roles', valueLabels: 'roles', hideInShow: true },
    timezone: { kind: 'text', label: 'users.fields.timezone', hideInTable: true },
    language: { kind: 'enum', label: 'users.fields.language', valueLabels: 'languages', hideInTable: true },
    emailVerified: { kind: 'boolean', label: 'users.fields.emailVerified', filterable: true },
    lastLoginAt: { kind: 'dateTime', label: 'users.fields.lastLoginAt', sortable: true },
    createdAt: { kind: 'date', label: 'users.fields.createdAt', sortable: true },
  },
  formFields: [],
  searchField: 'searchText',
  defaultSort: { field: 'email', order: 'asc' },
});
