import { type RefObject, useId, useState } from 'react';

import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

import type { FilterDeclaration } from '@/resources/declaration';

import { ReferenceSelect } from './reference-select';
import { AppliedFilter, FilterOperator, operatorsFor } from './table-logic';

/** A filter declaration as the form reads it: of any row, its field a name. */
type FormDeclaration = Omit<FilterDeclaration<Record<string, unknown>>, 'field'> & { field: string };

/** An enum's values, or a list's allowed items, to pick from by their translated labels. */
const optionsOf = (declaration: FormDeclaration, t: (key: string) => string) =>
  declaration.options?.map((option) => ({ value: option.value, label: option.label ? t(option.label) : option.value }));

/** A range being typed: either bound may still be empty. */
type Bounds = [number | null, number | null];

export type FilterFormProps = {
  declarations: FormDeclaration[];
  onApply: (filter: AppliedFilter) => void;
  /** Closes the popover once a filter is applied. */
  onDone: () => void;
  /** The popover's content wrapper (usePopoverFocus), which focus moves into. */
  content: RefObject<HTMLDivElement | null>;
  /** The page's workspace, which scopes a reference filter's options. */
  workspaceId?: string;
};

/**
 * The Filter popover's form: field, operator, value. Its own file, fetched when the popover first
 * opens (table-filters.tsx): antd's form, number input and validation are not needed to show a
 * table (issue 31, what a table page loads).
 */
export const FilterForm = ({ declarations, onApply, onDone, content, workspaceId }: FilterFormProps) => {
  const { t } = useTranslation('resources');
  const ids = useId();
  const fieldId = `${ids}-field`;
  const operatorId = `${ids}-operator`;
  const valueId = `${ids}-value`;
  const [field, setField] = useState(declarations[0]?.field);
  const declaration = declarations.find((item) => item.field === field) ?? declarations[0];
  const operators = declaration ? operatorsFor(declaration) : [];
  const [operator, setOperator] = useState<FilterOperator>(operators[0] ?? 'eq');
  const [value, setValue] = useState<string | number | boolean | null>(null);
  const [bounds, setBounds] = useState<Bounds>([null, null]);
  if (!declaration) return null;
  const chosenOperator = operators.includes(operator) ? operator : operators[0];

  const submit = () => {
    if (chosenOperator === 'between') {
      const [lower, upper] = bounds;
      if (lower === null || upper === null) return;
      // Bounds typed the wrong way round still mean the same range.
      onApply({ field: declaration.field, operator: chosenOperator, value: lower <= upper ? [lower, upper] : [upper, lower] });
    } else {
      if (value === null || value === '') return;
      onApply({ field: declaration.field, operator: chosenOperator, value });
    }
    onDone();
    setValue(null);
    setBounds([null, null]);
  };

  return (
    <div ref={content}>
      <Form layout="vertical" style={{ width: 300 }} onFinish={submit} data-testid="filter-form">
        <Form.Item label={t('table.filterField')} htmlFor={fieldId}>
          <Select
            id={fieldId}
            value={declaration.field}
            onChange={(next: string) => {
              setField(next);
              setValue(null);
            }}
            options={declarations.map((item) => ({ value: item.field, label: t(item.title) }))}
          />
        </Form.Item>
        <Form.Item label={t('table.filterOperator')} htmlFor={operatorId}>
          <Select
            id={operatorId}
            value={chosenOperator}
            onChange={setOperator}
            options={operators.map((item) => ({ value: item, label: t(`operators.${item}`) }))}
            data-testid="filter-operator"
          />
        </Form.Item>
        <Form.Item label={t('table.filterValue')} htmlFor={valueId}>
          {chosenOperator === 'between' ? (
            <Space.Compact style={{ width: '100%' }}>
              <InputNumber
                style={{ width: '50%' }}
                value={bounds[0]}
                onChange={(next) => setBounds([next, bounds[1]])}
                aria-label={t('table.rangeFrom')}
                placeholder={t('table.rangeFrom')}
                data-testid="filter-range-from"
              />
              <InputNumber
                style={{ width: '50%' }}
                value={bounds[1]}
                onChange={(next) => setBounds([bounds[0], next])}
                aria-label={t('table.rangeTo')}
                placeholder={t('table.rangeTo')}
                data-testid="filter-range-to"
              />
            </Space.Compact>
          ) : declaration.kind === 'reference' && declaration.reference ? (
            <ReferenceSelect
              reference={declaration.reference}
              workspaceId={workspaceId}
              value={typeof value === 'string' ? value : null}
              onChange={setValue}
              aria-label={t('table.filterValue')}
              data-testid="filter-value"
            />
          ) : declaration.options ? (
            <Select
              showSearch
              optionFilterProp="label"
              value={typeof value === 'string' ? value : null}
              onChange={(next: string) => setValue(next)}
              options={optionsOf(declaration, t)}
              id={valueId}
              data-testid="filter-value"
            />
          ) : declaration.kind === 'number' ? (
            <InputNumber
              style={{ width: '100%' }}
              value={typeof value === 'number' ? value : null}
              onChange={(next) => setValue(next)}
              id={valueId}
              data-testid="filter-value"
            />
          ) : declaration.kind === 'boolean' ? (
            <Select
              value={value as boolean | null}
              onChange={setValue}
              options={[
                { value: true, label: t('table.yes') },
                { value: false, label: t('table.no') },
              ]}
              id={valueId}
              data-testid="filter-value"
            />
          ) : (
            <Input id={valueId} value={typeof value === 'string' ? value : ''} onChange={(event) => setValue(event.target.value)} data-testid="filter-value" />
          )}
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          {t('table.applyFilter')}
        </Button>
      </Form>
    </div>
  );
};
