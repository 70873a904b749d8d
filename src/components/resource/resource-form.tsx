import { useRef } from 'react';

import { useForm } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { Button, Checkbox, ColorPicker, Form, Input, InputNumber, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

import { useErrorNotification } from '@/errors/use-error-toast';
import type { FormDeclaration, FormFieldDeclaration } from '@/resources/declaration';

/** The client mirror of a server rule: the same check function, shown under the field. */
const rulesFor = (field: FormFieldDeclaration, t: (key: string) => string): Rule[] => [
  ...(field.required ? [{ required: true, message: t('form.required') }] : []),
  ...(field.check
    ? [
        {
          validator: async (_rule: unknown, value: unknown) => {
            const message = field.check?.(value as never);
            if (message) throw new Error(message);
          },
        },
      ]
    : []),
];

const control = (field: FormFieldDeclaration, t: (key: string) => string) => {
  switch (field.kind) {
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={field.maxLength} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} />;
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

/** Every edit screen: the declared fields, the spec's rules on each, saved with Refine's useForm. */
export const ResourceForm = <Row extends BaseRecord>({
  declaration,
  id,
  disabled = false,
}: {
  declaration: FormDeclaration;
  id: string;
  disabled?: boolean;
}) => {
  const { t } = useTranslation('resources');
  const notificationFor = useErrorNotification();
  // Someone else's change reloads the form only while this user has not typed into it yet.
  const untouchedRefetch = useRef<() => void>(() => undefined);
  const { formProps, saveButtonProps, form, query } = useForm<Row>({
    resource: declaration.resource,
    id,
    action: 'edit',
    redirect: false,
    mutationMode: 'pessimistic',
    liveMode: 'manual',
    onLiveEvent: () => untouchedRefetch.current(),
    meta: { gqlQuery: declaration.queryDocument, gqlMutation: declaration.mutationDocument },
    successNotification: () => ({ type: 'success', message: t('form.saved'), key: `${declaration.resource}-saved` }),
    errorNotification: notificationFor,
  });
  untouchedRefetch.current = () => {
    if (!form.isFieldsTouched()) void query?.refetch();
  };
  return (
    <Form {...formProps} layout="vertical" disabled={disabled} style={{ maxWidth: 640 }} data-testid={`form-${declaration.resource}`}>
      {declaration.fields.map((field) => (
        <Form.Item
          key={`${field.group ?? ''}.${field.name}`}
          name={field.group ? [field.group, field.name] : field.name}
          label={t(field.label)}
          extra={field.help ? t(field.help) : undefined}
          rules={rulesFor(field, t)}
          valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
          getValueFromEvent={field.kind === 'color' ? (color: unknown) => normalizeColor(color) : undefined}
        >
          {control(field, t)}
        </Form.Item>
      ))}
      {!disabled && (
        <Button type="primary" {...saveButtonProps} data-testid="form-save">
          {t('form.save')}
        </Button>
      )}
    </Form>
  );
};
