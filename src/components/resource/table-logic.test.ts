import { describe, expect, it } from 'vitest';

import type { FilterDeclaration } from '@/resources/declaration';
import { CERTIFICATE_TEMPLATES } from '@/resources/certificate-templates/resource';
import { COURSES } from '@/resources/courses/resource';
import { ORGANIZATIONS } from '@/resources/organizations/resource';

import {
  applyFilter,
  changeLines,
  decodeTableState,
  encodeTableState,
  formatHiddenFields,
  isUnlimited,
  nextSortOrder,
  operatorsFor,
  parseHiddenFields,
  rowName,
  searchFilter,
  searchTerm,
  statusChip,
  toCrudFilter,
  truncateText,
} from './table-logic';

describe('table rules', () => {
  it('cuts text at 100 characters', () => {
    expect(truncateText('a'.repeat(100))).toBe('a'.repeat(100));
    expect(truncateText('a'.repeat(101))).toBe(`${'a'.repeat(100)}…`);
  });

  it('shows counts of a million or more as unlimited', () => {
    expect(isUnlimited(999_999)).toBe(false);
    expect(isUnlimited(1_000_000)).toBe(true);
  });

  it('colours status chips as spec 02 §4 lists', () => {
    for (const status of ['approved', 'active', 'done', 'sent']) expect(statusChip(status).color).toBe('green');
    for (const status of ['processing', 'scheduled']) expect(statusChip(status).color).toBe('gold');
    for (const status of ['pending', 'queued']) expect(statusChip(status).color).toBe('teak');
    for (const status of ['denied', 'cancelled', 'inactive']) expect(statusChip(status).color).toBe('coral');
    expect(statusChip('inprogress')).toEqual({ color: 'gold', labelKey: 'status.inProgress' });
    expect(statusChip('non-renewing')).toEqual({ color: 'grey', labelKey: 'status.nonRenewing' });
    expect(statusChip('draft').color).toBe('grey');
  });

  it('searches only from 3 trimmed characters, case-insensitively on the declared field', () => {
    expect(searchTerm('  ab ')).toBeNull();
    expect(searchTerm(' abc ')).toBe('abc');
    expect(searchFilter('searchText', 'Kim')).toEqual({ field: 'searchText', operator: 'contains', value: 'kim' });
    expect(searchFilter('searchText', null)).toBeNull();
    expect(searchFilter(undefined, 'kim')).toBeNull();
  });

  it('maps the spec operators to Refine operators', () => {
    expect(toCrudFilter({ field: 'name', operator: 'startsWith', value: 'A' })).toEqual({ field: 'name', operator: 'startswiths', value: 'A' });
    expect(toCrudFilter({ field: 'name', operator: 'containsCI', value: 'a' }).operator).toBe('contains');
    expect(toCrudFilter({ field: 'usersCount', operator: 'gte', value: 3 }).operator).toBe('gte');
  });

  it('offers the operators spec 02 §5 lists: ten for text, the first six for numbers and enums, contains for lists', () => {
    const filterOf = (filters: Array<FilterDeclaration<never>> | undefined, field: string) => filters?.find((filter) => filter.field === field);
    const text = filterOf(CERTIFICATE_TEMPLATES.table.filters, 'name')!;
    expect(operatorsFor(text)).toEqual(['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'startsWith', 'startsWithCI', 'contains', 'containsCI']);
    expect(operatorsFor(filterOf(CERTIFICATE_TEMPLATES.table.filters as never, 'validForDays')!)).toEqual(['eq', 'ne', 'gt', 'gte', 'lt', 'lte']);
    expect(operatorsFor(filterOf(CERTIFICATE_TEMPLATES.table.filters as never, 'passingScore')!)).toEqual(['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'between']);
    // An enum of text (a workspace's product) offers its six, with its values to pick from.
    const product = filterOf(ORGANIZATIONS.table.filters, 'product')!;
    expect(operatorsFor(product)).toEqual(['eq', 'ne', 'gt', 'gte', 'lt', 'lte']);
    expect(product.options?.slice(0, 2)).toEqual([
      { value: 'FT', label: 'products.FT' },
      { value: 'CR', label: 'products.CR' },
    ]);
    expect(operatorsFor(filterOf(COURSES.table.filters as never, 'tags')!)).toEqual(['includes', 'excludes']);
    expect(operatorsFor(filterOf(CERTIFICATE_TEMPLATES.table.filters as never, 'isDefault')!)).toEqual(['eq', 'ne']);
  });

  it("compares an enum's values in their declared order, and a list by one of its items", () => {
    const status = COURSES.table.filters?.find((filter) => filter.field === 'status2');
    // draft, pipeline, ready, live, archived
    expect(toCrudFilter({ field: 'status2', operator: 'gt', value: 'ready' }, status)).toEqual({
      field: 'status2',
      operator: 'in',
      value: ['live', 'archived'],
    });
    expect(toCrudFilter({ field: 'status2', operator: 'lte', value: 'pipeline' }, status)).toEqual({
      field: 'status2',
      operator: 'in',
      value: ['draft', 'pipeline'],
    });
    expect(toCrudFilter({ field: 'status2', operator: 'ne', value: 'live' }, status)).toEqual({ field: 'status2', operator: 'ne', value: 'live' });
    // Nothing after the last value: a filter that matches no row, not one Refine would drop.
    expect(toCrudFilter({ field: 'status2', operator: 'gt', value: 'archived' }, status)).toEqual({ field: 'status2', operator: 'eq', value: '' });
    const tags = COURSES.table.filters?.find((filter) => filter.field === 'tags');
    expect(toCrudFilter({ field: 'tags', operator: 'includes', value: '#sales' }, tags)).toEqual({ field: 'tags', operator: 'eq', value: '#sales' });
    expect(toCrudFilter({ field: 'tags', operator: 'excludes', value: '#sales' }, tags)).toEqual({ field: 'tags', operator: 'ne', value: '#sales' });
  });

  it('keeps one filter at a time unless several are allowed', () => {
    const first = { field: 'email', operator: 'eq' as const, value: 'a' };
    const second = { field: 'employeeId', operator: 'eq' as const, value: 'b' };
    expect(applyFilter([first], second, false)).toEqual([second]);
    expect(applyFilter([first], second, true)).toEqual([first, second]);
    expect(applyFilter([first], { ...first, value: 'c' }, true)).toEqual([{ ...first, value: 'c' }]);
  });

  it('writes the table state to the address and reads it back, ignoring what is not valid', () => {
    const state = {
      page: 3,
      pageSize: 20,
      sorters: [{ field: 'email', order: 'desc' as const }],
      filters: [{ field: 'email', operator: 'eq' as const, value: 'x' }],
      search: 'kim',
    };
    expect(decodeTableState(encodeTableState(state))).toEqual(state);
    expect(decodeTableState('not json')).toEqual({});
    // A range keeps its two bounds; a malformed one (one bound, reversed, text) is dropped.
    const range = { ...state, filters: [{ field: 'passingScore', operator: 'between' as const, value: [70, 90] as const }] };
    expect(decodeTableState(encodeTableState(range))).toEqual(range);
    expect(decodeTableState('[1, 10, [], [["a","between",[5]],["b","between",[9,1]],["c","between","1-2"],["d","eq",[1,2]]], ""]').filters).toEqual([]);
    expect(decodeTableState('[0, 13, [["x","up"]], [["x","like","y"]], 5]')).toEqual({ page: 1, pageSize: undefined, sorters: [], filters: [], search: '' });
  });

  it('keeps hidden columns as a comma list', () => {
    expect(parseHiddenFields('email, createdAt,,')).toEqual(['email', 'createdAt']);
    expect(formatHiddenFields(['email', 'email', 'createdAt'])).toBe('email,createdAt');
    expect(parseHiddenFields(undefined)).toEqual([]);
  });
});

describe('rowName', () => {
  it('names a row by its name field, else its first column, else its id', () => {
    expect(rowName({ id: 'user-1', fullName: 'Ada Lovelace', email: 'ada@example.test' }, 'fullName', 'email')).toBe('Ada Lovelace');
    expect(rowName({ id: 'group-1', name: 'Sales' }, undefined, 'name')).toBe('Sales');
    expect(rowName({ id: 'group-1', name: null }, 'name', 'name')).toBe('group-1');
  });
});

describe("an audit entry's details", () => {
  it('shows each value, each change as before → after, and translates what it can', () => {
    const label = (value: string) => ({ agent: 'Agent' })[value] ?? value;
    expect(changeLines({ role: 'agent', direct: true }, label)).toEqual(['role: Agent', 'direct: true']);
    expect(changeLines({ id: 'org-a', changes: { name: { before: 'Old', after: 'New' }, disabled: { before: false, after: true } } })).toEqual([
      'id: org-a',
      'name: Old → New',
      'disabled: false → true',
    ]);
    expect(changeLines({ contact: { before: null, after: 'x@y.test' } })).toEqual(['contact: - → x@y.test']);
    expect(changeLines(null)).toEqual([]);
  });
});

describe('nextSortOrder', () => {
  it('goes none, ascending, descending and back to none', () => {
    expect(nextSortOrder(undefined)).toBe('asc');
    expect(nextSortOrder('asc')).toBe('desc');
    expect(nextSortOrder('desc')).toBeNull();
  });
});
