import type { DeclaredField } from '@/resources/define-resource';

/** The fields every people list has (a group's learners, a workspace's members): one membership row. */
type PersonRow = {
  id: string;
  email: string;
  fullName: string;
  employeeId?: string | null;
  joinedAt: string;
  lastLoginAt?: string | null;
  isDisabled: boolean;
};

/**
 * What the people lists share: the name (linking to the person's page in that list's place), the
 * person's fields, the membership's fields, and how the list searches and sorts. Each list adds
 * its fields in between (a workspace's roles).
 */
export const peopleFields = <Row extends PersonRow>(personPage: (row: Row) => string) => ({
  person: {
    fullName: { kind: 'text', label: 'learners.fields.fullName', sortable: true, link: personPage },
    email: { kind: 'email', label: 'learners.fields.email', sortable: true, filterable: 'exact' },
    employeeId: { kind: 'text', label: 'learners.fields.employeeId', sortable: true, filterable: 'exact' },
  } satisfies Record<'fullName' | 'email' | 'employeeId', DeclaredField<Row>>,
  membership: {
    joinedAt: { kind: 'date', label: 'learners.fields.joinedAt', sortable: true },
    lastLoginAt: { kind: 'dateTime', label: 'learners.fields.lastLoginAt', sortable: true },
    isDisabled: {
      kind: 'boolean',
      cell: 'disabledStatus',
      label: 'learners.fields.status',
      filterLabel: 'learners.fields.isDisabled',
      sortable: true,
      filterable: true,
    },
  } satisfies Record<'joinedAt' | 'lastLoginAt' | 'isDisabled', DeclaredField<Row>>,
});

export const PEOPLE_LIST = {
  scope: 'workspace',
  screens: 'custom',
  nameField: 'fullName',
  searchField: 'searchText',
  defaultSort: { field: 'fullName', order: 'asc' },
  emptyText: 'learners.empty',
} as const;
