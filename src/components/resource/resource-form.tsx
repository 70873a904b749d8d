import { ReactNode, useRef } from 'react';

import { useForm } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { Button, Checkbox, ColorPicker, Form, Input, InputNumber, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { useErrorNotification } from '@/errors/use-error-toast';
import { FormDeclaration, FormFieldDeclaration, operationMeta } from '@/resources/declaration';

import { ReferenceSelect } from './reference-select';

/**
 * The client mirror of a server rule: the same check function, shown under the field. A field with
 * a rule of its own says what is missing in the rule's words (once), not also in the generic ones.
 */
const rulesFor = (field: FormFieldDeclaration, t: TFunction<'resources'>): Rule[] => [
  ...(field.required && !field.check ? [{ required: true, message: t('form.required') }] : []),
  ...(field.check
    ? [
        {
          validator: async (_rule: unknown, value: unknown) => {
            const problem = field.check?.(value as never);
            if (problem) throw new Error(t(`validation.${problem}`, { ns: 'common' }));
          },
        },
      ]
    : []),
];

const control = (field: FormFieldDeclaration, t: (key: string) => string, workspaceId: string | undefined) => {
  switch (field.kind) {
    case 'reference':
      return field.reference ? <ReferenceSelect reference={field.reference} workspaceId={workspaceId} /> : null;
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={field.maxLength} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} min={field.min} max={field.max} precision={0} />;
    case 'boolean':
      return <Checkbox />;
    case 'select':
      return <Select options={(field.options ?? []).map((option) => ({ value: option.value, label: t(option.label) }))} />;
    case 'color':
      return <ColorPicker format="hex" disabledAlpha showText />;
    default:
      return <Input type={field.kind === 'email' ? 'email' : 'text'} maxLength={field.maxLength} />;
  }
};

/** antd's ColorPicker hands back a Color object; the server wants "#RRGGBB". */
const normalizeColor = (value: unknown): unknown =>
  value && typeof value === 'object' && 'toHexString' in value ? (value as { toHexString: () => string }).toHexString().toUpperCase() : value;

type Props = {
  declaration: FormDeclaration;
  /** The record to edit; without it the form creates one. */
  id?: string;
  disabled?: boolean;
  /** Values a new record starts with that the form does not show (the workspace it belongs to). */
  fixedValues?: Record<string, unknown>;
  /** After a save, with the saved record's id (a create moves on to the new record). */
  onSaved?: (id: string) => void;
  /** Buttons beside Save (delete, cancel). */
  extra?: ReactNode;
  /** The page's workspace, which scopes the dropdowns of references. */
  workspaceId?: string;
};

/** Every create and edit screen: the declared fields, the spec's rules on each, saved with Refine's useForm. */
export const ResourceForm = <Row extends BaseRecord>({ declaration, id, disabled = false, fixedValues, onSaved, extra, workspaceId }: Props) => {
  const { t } = useTranslation('resources');
  const notificationFor = useErrorNotification();
  const action = id === undefined ? 'create' : 'edit';
  // Someone else's change reloads the form only while this user has not typed into it yet.
  const untouchedRefetch = useRef<() => void>(() => undefined);
  const { formProps, saveButtonProps, form, query } = useForm<Row>({
    resource: declaration.resource,
    id,
    action,
    redirect: false,
    mutationMode: 'pessimistic',
    liveMode: 'manual',
    // A deleted record is not read again: that would only answer "Not found".
    onLiveEvent: (event) => event.type !== 'deleted' && untouchedRefetch.current(),
    meta: operationMeta(declaration.queryDocument, declaration.selection, action === 'create' ? declaration.createDocument : declaration.mutationDocument),
    onMutationSuccess: (data) => onSaved?.(String(data.data.id ?? id)),
    successNotification: () => ({ type: 'success', message: t('form.saved'), key: `${declaration.resource}-saved` }),
    errorNotification: notificationFor,
  });
  const shownFields = declaration.fields.filter((field) => action === 'create' || !field.createOnly);
  untouchedRefetch.current = () => {
    if (!form.isFieldsTouched()) void query?.refetch();
  };
  return (
    <Form
      {...formProps}
      onFinish={(values) => formProps.onFinish?.({ ...(action === 'create' ? fixedValues : {}), ...(values as Record<string, unknown>) })}
      layout="vertical"
      disabled={disabled}
      style={{ maxWidth: 640 }}
      data-testid={`form-${declaration.resource}`}
    >
      {shownFields.map((field) => (
        <Form.Item
          key={`${field.group ?? ''}.${field.name}`}
          name={field.group ? [field.group, field.name] : field.name}
          label={t(field.label)}
          extra={field.help ? t(field.help) : undefined}
          rules={rulesFor(field, t)}
          required={field.required}
          valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
          getValueFromEvent={field.kind === 'color' ? (color: unknown) => normalizeColor(color) : undefined}
        >
          {control(field, t, workspaceId)}
        </Form.Item>
      ))}
      <Space>
        {!disabled && (
          <Button type="primary" {...saveButtonProps} data-testid="form-save">
            {t(action === 'create' ? 'form.create' : 'form.save')}
          </Button>
        )}
        {extra}
      </Space>
    </Form>
  );
};
