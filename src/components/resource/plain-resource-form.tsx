import { Suspense } from 'react';

import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

import { lazyPart } from '@/components/lazy-part/lazy-part';
import { PlainButton } from '@/components/plain/plain-button';
import { PlainSkeleton } from '@/components/plain/plain-skeleton';

import { fieldKeyOf, valueAt } from './form-logic';
import { PlainFormField } from './plain-form-field';
import { controlIdOf, drawsPlain, shownFieldsOf } from './plain-form-logic';
import type { ResourceFormProps } from './resource-form';
import { usePlainForm } from './use-plain-form';

import './plain-form.css';

// A declaration with a field only antd draws (a reference's searchable dropdown) gets antd's form, loaded with antd when it is first shown (antd-resource-form.ts: the list of
// antd's chunks is not part of a plain form's code either).
const AntdResourceForm = lazyPart<ResourceFormProps>(async () => (await import('./antd-resource-form')).AntdResourceForm);
// Problems of fields the form does not show are rare (a rule across fields): the alert that lists
// them is loaded when there are some, not with every plain page that has a form (issue 31).
const PlainAlert = lazyPart(async () => (await import('@/components/plain/plain-alert')).PlainAlert);

/** The form drawn with native controls: every field is of a kind PLAIN_FIELD_KINDS lists. */
const PlainForm = <Row extends BaseRecord>({ declaration, id, disabled = false, fixedValues, onSaved, extra }: ResourceFormProps) => {
  const { t } = useTranslation('resources');
  const form = usePlainForm<Row>({ declaration, id, fixedValues, onSaved });
  return (
    <form className="plain-form" noValidate onSubmit={form.submit} aria-busy={form.loading || undefined} data-testid={`form-${declaration.resource}`}>
      {form.shownFields.map((field) => (
        <PlainFormField
          key={fieldKeyOf(field)}
          field={field}
          controlId={controlIdOf(form.formId, fieldKeyOf(field))}
          value={valueAt(form.values, field)}
          message={form.messages.get(fieldKeyOf(field))}
          disabled={disabled || form.waiting}
          onChange={(value) => form.change(field, value)}
          t={t}
        />
      ))}
      {form.otherProblems.length > 0 && (
        <Suspense fallback={null}>
          <PlainAlert type="error" message={form.otherProblems.join(' ')} data-testid="form-problems" />
        </Suspense>
      )}
      <div className="plain-form-actions">
        {!disabled && (
          <PlainButton variant="primary" htmlType="submit" loading={form.saving} disabled={form.loading} data-testid="form-save">
            {t(form.action === 'create' ? 'form.create' : 'form.save')}
          </PlainButton>
        )}
        {extra}
      </div>
    </form>
  );
};

/**
 * Every create and edit screen that can go without antd: ResourceForm's fields, rules and saving
 * (Refine's headless useForm) drawn with native controls, so a plain page stays free of antd
 * (issue 31). A declaration with a field of another kind gets antd's ResourceForm, loaded then:
 * any declaration works, and nothing it declares is lost.
 */
export const PlainResourceForm = <Row extends BaseRecord>(props: ResourceFormProps) => {
  const action = props.id === undefined ? 'create' : 'edit';
  if (drawsPlain(shownFieldsOf(props.declaration.fields, action))) return <PlainForm<Row> {...props} />;
  return (
    <Suspense fallback={<PlainSkeleton rows={props.declaration.fields.length} title={false} />}>
      <AntdResourceForm {...props} />
    </Suspense>
  );
};
