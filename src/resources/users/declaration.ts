import type { GetFieldsFromList } from '@refinedev/nestjs-query';

import type { UserProfileQuery, UsersTableQuery } from '@/graphql/types';
import type { ShowDeclaration, TableDeclaration } from '@/resources/declaration';

import { USER_PROFILE_QUERY, USERS_TABLE_QUERY } from './queries';

export type UserRow = GetFieldsFromList<UsersTableQuery>;
export type UserProfile = UserProfileQuery['user'];

/** People: the internal /users list. */
export const USERS_TABLE: TableDeclaration<UserRow> = {
  resource: 'users',
  tableId: 'users',
  document: USERS_TABLE_QUERY,
  columns: [
    { key: 'email', title: 'users.fields.email', sortable: true, hideable: false },
    { key: 'fullName', title: 'users.fields.fullName', sortable: true },
    { key: 'roles', title: 'users.fields.roles', kind: 'tags' },
    { key: 'emailVerified', title: 'users.fields.emailVerified', kind: 'boolean' },
    { key: 'lastLoginAt', title: 'users.fields.lastLoginAt', kind: 'dateTime', sortable: true },
    { key: 'createdAt', title: 'users.fields.createdAt', kind: 'date', sortable: true },
  ],
  filters: [
    { field: 'email', title: 'users.fields.email', kind: 'text', textOperators: 'full' },
    { field: 'fullName', title: 'users.fields.fullName', kind: 'text', textOperators: 'full' },
    { field: 'emailVerified', title: 'users.fields.emailVerified', kind: 'boolean' },
  ],
  searchField: 'searchText',
  defaultSorters: [{ field: 'email', order: 'asc' }],
};

/** A learner's profile on the learner pages. */
export const USER_PROFILE_SHOW: ShowDeclaration<UserProfile> = {
  resource: 'users',
  document: USER_PROFILE_QUERY,
  fields: [
    { key: 'fullName', label: 'users.fields.fullName' },
    { key: 'email', label: 'users.fields.email' },
    { key: 'timezone', label: 'users.fields.timezone' },
    { key: 'language', label: 'users.fields.language' },
    { key: 'emailVerified', label: 'users.fields.emailVerified', kind: 'boolean' },
    { key: 'lastLoginAt', label: 'users.fields.lastLoginAt', kind: 'dateTime' },
    { key: 'createdAt', label: 'users.fields.createdAt', kind: 'date' },
  ],
};
