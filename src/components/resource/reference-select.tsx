import type { CSSProperties } from 'react';

import { useSelect } from '@refinedev/antd';
import { type BaseRecord, type CrudFilter } from '@refinedev/core';
import { Select } from 'antd';
import type { SelectProps } from 'antd';

import type { ReferenceDeclaration } from '@/resources/declaration';

import { optionsMeta } from './reference-name';

/** How many records the dropdown offers at once; typing narrows them on the server. */
const OPTIONS_PAGE_SIZE = 50;

type Props = {
  reference: ReferenceDeclaration;
  /** The page's workspace: options are that workspace's records when the reference says so. */
  workspaceId?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
  style?: CSSProperties;
  placeholder?: string;
};

/**
 * The dropdown of a reference field: the referenced resource's records by name, read from the
 * server (so the reader's own scope applies), searched as the user types. Names are data, not
 * translation keys, so they show as they are.
 */
export const ReferenceSelect = ({ reference, workspaceId, value, onChange, ...rest }: Props) => {
  const scope: CrudFilter[] = reference.workspaceField && workspaceId ? [{ field: reference.workspaceField, operator: 'eq', value: workspaceId }] : [];
  const { selectProps } = useSelect<BaseRecord>({
    resource: reference.resource,
    optionLabel: (record) => String(record[reference.labelField] ?? record.id),
    optionValue: (record) => String(record.id),
    filters: scope,
    sorters: [{ field: reference.labelField, order: 'asc' }],
    onSearch: (text) => (text.trim() ? [...scope, { field: reference.labelField, operator: 'contains', value: text.trim() }] : scope),
    defaultValue: value ?? undefined,
    pagination: { pageSize: OPTIONS_PAGE_SIZE, mode: 'server' },
    meta: optionsMeta(reference),
    errorNotification: false,
  });
  return (
    <Select
      {...(selectProps as SelectProps)}
      {...rest}
      allowClear
      value={value ?? undefined}
      onChange={(next: unknown) => onChange?.(typeof next === 'string' ? next : null)}
    />
  );
};
