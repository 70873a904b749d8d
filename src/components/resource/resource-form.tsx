import { ReactNode, useCallback, useMemo, useRef, useState } from 'react';

import { useForm } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { Alert, Button, Form, Space } from 'antd';
import type { FormInstance, Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

import { FormDeclaration, FormFieldDeclaration } from '@/resources/declaration';

import { FieldControl, valueFromEvent } from './form-controls';
import {
  changedKeys,
  fieldKeyOf,
  fieldsToRecheck,
  hintOf,
  initialValuesOf,
  ruleProblemsByField,
  ruleProblemText,
  submittedValues,
  ValidationText,
  valueProblem,
  valueProblemText,
} from './form-logic';
import { useDeclaredForm } from './use-declared-form';

const namePathOf = (field: FormFieldDeclaration): string | [string, string] => (field.group ? [field.group, field.name] : field.name);

/**
 * The client mirror of the server's rules on one field: required, then the shared rule and the
 * field's limits (valueProblem, the first problem only), then the declaration's rules across fields
 * that point at it. A field with a rule of its own says what is missing in the rule's words.
 */
const rulesFor = (field: FormFieldDeclaration, label: string, t: TFunction<'resources'>, text: ValidationText, crossProblems: () => string[]): Rule[] => [
  // Only a list names its type: async-validator checks any rule with more keys than `required` as text.
  ...(field.required && !field.check ? [{ required: true, message: t('form.required'), ...(field.kind === 'list' ? { type: 'array' as const } : {}) }] : []),
  {
    validator: async (_rule: unknown, value: unknown) => {
      const problem = valueProblem(field, value);
      if (problem) throw new Error(valueProblemText(text, label, problem));
    },
  },
  {
    validator: async () => {
      const problems = crossProblems();
      if (problems.length) throw new Error(problems.join(' '));
    },
  },
];

/** Runs antd's checks of some fields again; their failures show under them, anything else is a bug worth logging. */
const recheck = (form: FormInstance, names: Array<string | [string, string]>) => {
  if (names.length === 0) return;
  form.validateFields(names).catch((result: unknown) => {
    if (!(result && typeof result === 'object' && 'errorFields' in result)) console.error(result);
  });
};

export type ResourceFormProps = {
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
export const ResourceForm = <Row extends BaseRecord>({ declaration, id, disabled = false, fixedValues, onSaved, extra, workspaceId }: ResourceFormProps) => {
  const { t, action, shownFields, text, labelOf, fieldOfServerError, serverMessage, untouchedRefetch, saveOptions } = useDeclaredForm(declaration, id);
  const { formProps, saveButtonProps, form, query } = useForm<Row>({
    ...saveOptions,
    onMutationSuccess: (data) => onSaved?.(String(data.data.id ?? id)),
    onMutationError: (error) => {
      const field = fieldOfServerError(error);
      if (!field) return;
      form.setFields([{ name: namePathOf(field), errors: [serverMessage(error)] }]);
      form.scrollToField(namePathOf(field));
    },
  });
  untouchedRefetch.current = () => {
    if (!form.isFieldsTouched()) void query?.refetch();
  };

  // Rules across fields see the whole record being edited, the values a new one is created with included.
  const rowValues = useCallback(
    () => ({ ...(action === 'create' ? fixedValues : {}), ...(form.getFieldsValue(true) as Record<string, unknown>) }),
    [action, fixedValues, form],
  );
  const problemFields = useRef(new Set<string>());
  const shownKeys = new Set(shownFields.map(fieldKeyOf));
  // Problems of fields the form does not show cannot sit under them: they are listed above Save.
  const [otherProblems, setOtherProblems] = useState<string[]>([]);
  const crossProblemsOf = (key: string) => () =>
    (ruleProblemsByField(declaration.rules, rowValues()).get(key) ?? []).map((problem) => ruleProblemText(text, problem, labelOf));
  const onValuesChange = (changed: Record<string, unknown>) => {
    if (!declaration.rules?.length) return;
    const now = ruleProblemsByField(declaration.rules, rowValues());
    const keys = fieldsToRecheck(problemFields.current, now, changedKeys(changed)).filter((key) => shownKeys.has(key));
    problemFields.current = new Set(now.keys());
    recheck(form, shownFields.filter((field) => keys.includes(fieldKeyOf(field))).map(namePathOf));
  };
  const initialValues = useMemo(() => (action === 'create' ? initialValuesOf(declaration.fields) : undefined), [action, declaration.fields]);

  const submit = (values: Record<string, unknown>) => {
    const row = { ...(action === 'create' ? fixedValues : {}), ...values };
    const others = [...ruleProblemsByField(declaration.rules, row)].filter(([key]) => !shownKeys.has(key)).flatMap(([, problems]) => problems);
    setOtherProblems(others.map((problem) => ruleProblemText(text, problem, labelOf)));
    if (others.length === 0) return formProps.onFinish?.(submittedValues(shownFields, row));
  };

  return (
    <Form
      {...formProps}
      initialValues={initialValues ?? formProps.initialValues}
      onFinish={(values) => submit(values)}
      onValuesChange={onValuesChange}
      layout="vertical"
      disabled={disabled}
      style={{ maxWidth: 640 }}
      data-testid={`form-${declaration.resource}`}
    >
      {shownFields.map((field) => {
        const label = t(field.label);
        const hints = hintOf(field, t);
        return (
          <Form.Item
            key={fieldKeyOf(field)}
            name={namePathOf(field)}
            label={label}
            extra={hints || undefined}
            rules={rulesFor(field, label, t, text, crossProblemsOf(fieldKeyOf(field)))}
            validateFirst
            required={field.required}
            valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
            getValueFromEvent={valueFromEvent(field)}
          >
            <FieldControl field={field} t={t} workspaceId={workspaceId} />
          </Form.Item>
        );
      })}
      {otherProblems.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={otherProblems.join(' ')} data-testid="form-problems" />}
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
