import { useEffect, useId, useRef, useState } from 'react';

import { CloseOutlined, FilterOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Popover, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

import { usePopoverFocus } from '@/components/confirm/use-popover-focus';
import type { FilterDeclaration } from '@/resources/declaration';

import { ReferenceName, ReferenceSelect } from './reference-select';
import { AppliedFilter, FilterOperator, FilterValue, operatorsFor } from './table-logic';

/** An enum's values, or a list's allowed items, to pick from by their translated labels. */
const optionsOf = <Row,>(declaration: FilterDeclaration<Row>, t: (key: string) => string) =>
  declaration.options?.map((option) => ({ value: option.value, label: option.label ? t(option.label) : option.value }));

type Props<Row> = {
  declarations: Array<FilterDeclaration<Row>>;
  applied: AppliedFilter[];
  onApply: (filter: AppliedFilter) => void;
  onRemove: (field: string) => void;
  /** The page's workspace, which scopes a reference filter's options. */
  workspaceId?: string;
};

/** A range being typed: either bound may still be empty. */
type Bounds = [number | null, number | null];

/** An applied filter's value as its tag shows it: a range as "10 – 90", a reference by name, an enum's value by its label. */
const FilterValueText = <Row,>({ declaration, value }: { declaration?: FilterDeclaration<Row>; value: FilterValue }) => {
  const { t } = useTranslation('resources');
  if (Array.isArray(value)) return <>{`${value[0]} – ${value[1]}`}</>;
  if (declaration?.reference && typeof value === 'string') return <ReferenceName reference={declaration.reference} id={value} />;
  // A yes/no field's value as its form offered it ("Disabled equals No"), not the raw "false".
  if (declaration?.kind === 'boolean' && typeof value === 'boolean') return <>{t(value ? 'table.yes' : 'table.no')}</>;
  const option = declaration?.options?.find((item) => item.value === value);
  return <>{option?.label ? t(option.label) : String(value)}</>;
};

/** The Filter button, its form (field, operator, value) and the applied filters as closable tags. */
export const TableFilters = <Row,>({ declarations, applied, onApply, onRemove, workspaceId }: Props<Row>) => {
  const { t } = useTranslation('resources');
  const { open, setOpen, opener, content } = usePopoverFocus();
  const ids = useId();
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // After a removal, focus goes to the next filter's remove button, else the previous one's, else the Filter button.
  const [focusAfterRemoval, setFocusAfterRemoval] = useState<{ field: string | null } | null>(null);
  useEffect(() => {
    if (!focusAfterRemoval) return;
    const target = focusAfterRemoval.field ? removeButtons.current.get(focusAfterRemoval.field) : opener.current;
    (target ?? opener.current)?.focus();
    setFocusAfterRemoval(null);
  }, [focusAfterRemoval, applied, opener]);
  const remove = (field: string) => {
    const index = applied.findIndex((filter) => filter.field === field);
    const neighbour = applied[index + 1] ?? applied[index - 1];
    setFocusAfterRemoval({ field: neighbour ? neighbour.field : null });
    onRemove(field);
  };
  const fieldId = `${ids}-field`;
  const operatorId = `${ids}-operator`;
  const valueId = `${ids}-value`;
  const [field, setField] = useState(declarations[0]?.field as string | undefined);
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
    setOpen(false);
    setValue(null);
    setBounds([null, null]);
  };

  const form = (
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

  return (
    <Space wrap>
      <Popover trigger="click" open={open} onOpenChange={setOpen} content={form} placement="bottomLeft">
        <Button ref={opener} icon={<FilterOutlined aria-hidden />} aria-haspopup="dialog" aria-expanded={open} data-testid="filter-button">
          {t('table.filter')}
        </Button>
      </Popover>
      {applied.map((filter) => {
        const applies = declarations.find((item) => item.field === filter.field);
        const textId = `${ids}-applied-${filter.field}`;
        const closeId = `${textId}-remove`;
        return (
          <Tag key={filter.field} data-testid="applied-filter" style={{ display: 'inline-flex', alignItems: 'center', gap: 2, paddingInlineEnd: 0 }}>
            <span id={textId}>
              {applies ? t(applies.title) : filter.field} {t(`operators.${filter.operator}`)} <FilterValueText declaration={applies} value={filter.value} />
            </span>
            {/* antd's close icon is no tab stop: a real button, named "Remove filter" and the filter it removes. */}
            <Button
              id={closeId}
              ref={(button) => {
                if (button instanceof HTMLButtonElement) removeButtons.current.set(filter.field, button);
                else removeButtons.current.delete(filter.field);
              }}
              type="text"
              size="small"
              icon={<CloseOutlined aria-hidden />}
              aria-label={t('table.removeFilter')}
              aria-labelledby={`${closeId} ${textId}`}
              onClick={() => remove(filter.field)}
              onKeyDown={(event) => {
                if (event.key !== 'Delete' && event.key !== 'Backspace') return;
                event.preventDefault();
                remove(filter.field);
              }}
              data-testid="remove-filter"
            />
          </Tag>
        );
      })}
    </Space>
  );
};
