import type { ColumnDeclaration, TableDeclaration } from '@/resources/declaration';

/** The fields every people list has (a group's learners, a workspace's members): one membership row. */
type PersonRow = { email: string; employeeId?: string | null; joinedAt: string; lastLoginAt?: string | null; isDisabled: boolean };

/**
 * What the people lists share: the person's columns, the membership's columns, filters, search
 * and order. Each list adds its name column (with its own link) and any columns of its own.
 */
export const peopleTableParts = <Row extends PersonRow>() => ({
  personColumns: [
    { key: 'email', title: 'learners.fields.email', sortable: true },
    { key: 'employeeId', title: 'learners.fields.employeeId', sortable: true },
  ] as Array<ColumnDeclaration<Row>>,
  membershipColumns: [
    { key: 'joinedAt', title: 'learners.fields.joinedAt', kind: 'date', sortable: true },
    { key: 'lastLoginAt', title: 'learners.fields.lastLoginAt', kind: 'dateTime', sortable: true },
    { key: 'isDisabled', title: 'learners.fields.status', kind: 'disabledStatus', sortable: true },
  ] as Array<ColumnDeclaration<Row>>,
  rest: {
    filters: [
      { field: 'email', title: 'learners.fields.email', kind: 'text' },
      { field: 'employeeId', title: 'learners.fields.employeeId', kind: 'text' },
      { field: 'isDisabled', title: 'learners.fields.isDisabled', kind: 'boolean' },
    ],
    searchField: 'searchText',
    defaultSorters: [{ field: 'fullName', order: 'asc' }],
    emptyText: 'learners.empty',
  } as Pick<TableDeclaration<Row>, 'filters' | 'searchField' | 'defaultSorters' | 'emptyText'>,
});
