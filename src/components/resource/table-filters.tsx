import { useState } from 'react';

import { FilterOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Popover, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

import type { FilterDeclaration } from '@/resources/declaration';

import { AppliedFilter, FilterOperator, FULL_TEXT_OPERATORS, NUMBER_OPERATORS, SIMPLE_TEXT_OPERATORS } from './table-logic';

const operatorsFor = <Row,>(declaration: FilterDeclaration<Row>): FilterOperator[] => {
  if (declaration.kind === 'number') return NUMBER_OPERATORS;
  if (declaration.kind === 'boolean') return ['eq', 'ne'];
  return declaration.textOperators === 'full' ? FULL_TEXT_OPERATORS : SIMPLE_TEXT_OPERATORS;
};

type Props<Row> = {
  declarations: Array<FilterDeclaration<Row>>;
  applied: AppliedFilter[];
  onApply: (filter: AppliedFilter) => void;
  onRemove: (field: string) => void;
};

/** The Filter button, its form (field, operator, value) and the applied filters as closable tags. */
export const TableFilters = <Row,>({ declarations, applied, onApply, onRemove }: Props<Row>) => {
  const { t } = useTranslation('resources');
  const [open, setOpen] = useState(false);
  const [field, setField] = useState(declarations[0]?.field as string | undefined);
  const declaration = declarations.find((item) => item.field === field) ?? declarations[0];
  const operators = declaration ? operatorsFor(declaration) : [];
  const [operator, setOperator] = useState<FilterOperator>(operators[0] ?? 'eq');
  const [value, setValue] = useState<string | number | boolean | null>(null);
  if (!declaration) return null;

  const submit = () => {
    if (value === null || value === '') return;
    onApply({ field: declaration.field, operator: operators.includes(operator) ? operator : operators[0], value });
    setOpen(false);
    setValue(null);
  };

  const form = (
    <Form layout="vertical" style={{ width: 300 }} onFinish={submit} data-testid="filter-form">
      <Form.Item label={t('table.filterField')}>
        <Select
          value={declaration.field}
          onChange={(next: string) => {
            setField(next);
            setValue(null);
          }}
          options={declarations.map((item) => ({ value: item.field, label: t(item.title) }))}
        />
      </Form.Item>
      <Form.Item label={t('table.filterOperator')}>
        <Select
          value={operators.includes(operator) ? operator : operators[0]}
          onChange={setOperator}
          options={operators.map((item) => ({ value: item, label: t(`operators.${item}`) }))}
          data-testid="filter-operator"
        />
      </Form.Item>
      <Form.Item label={t('table.filterValue')}>
        {declaration.kind === 'number' ? (
          <InputNumber
            style={{ width: '100%' }}
            value={typeof value === 'number' ? value : null}
            onChange={(next) => setValue(next)}
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
            data-testid="filter-value"
          />
        ) : (
          <Input value={typeof value === 'string' ? value : ''} onChange={(event) => setValue(event.target.value)} data-testid="filter-value" />
        )}
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        {t('table.applyFilter')}
      </Button>
    </Form>
  );

  return (
    <Space wrap>
      <Popover trigger="click" open={open} onOpenChange={setOpen} content={form} placement="bottomLeft">
        <Button icon={<FilterOutlined />} data-testid="filter-button">
          {t('table.filter')}
        </Button>
      </Popover>
      {applied.map((filter) => {
        const title = declarations.find((item) => item.field === filter.field)?.title;
        return (
          <Tag key={filter.field} closable onClose={() => onRemove(filter.field)} data-testid="applied-filter">
            {title ? t(title) : filter.field} {t(`operators.${filter.operator}`)} {String(filter.value)}
          </Tag>
        );
      })}
    </Space>
  );
};
