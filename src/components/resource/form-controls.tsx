import { Checkbox, ColorPicker, Input, InputNumber, Select } from 'antd';
import type { TFunction } from 'i18next';

import type { FormFieldDeclaration } from '@/resources/declaration';

import { cleanItems, normalizeColor } from './form-logic';
import { ReferenceSelect } from './reference-select';

/*
 * The input of each kind of form field. None cuts what is typed to fit a limit: a text shows its
 * length against its limit ("25 / 20", red past it) and the form says what is wrong, so nothing is
 * lost or changed unseen. The Form.Item around each gives it its label (id and htmlFor).
 */

/** A text's limit shown as it is typed, without cutting anything. */
const countOf = (field: FormFieldDeclaration) => (field.maxLength === undefined ? undefined : { show: true, max: field.maxLength });

/**
 * A list of strings: typed one item at a time (Enter, or a comma; a pasted "a, b" becomes two), or
 * picked from the allowed values when the server lists them. Backspace removes the last item.
 */
const ListEditor = ({
  field,
  t,
  ...props
}: {
  field: FormFieldDeclaration;
  t: TFunction<'resources'>;
  value?: string[];
  onChange?: (items: string[]) => void;
}) => (
  <Select
    {...props}
    mode={field.options ? 'multiple' : 'tags'}
    tokenSeparators={[',']}
    options={field.options?.map((option) => ({ value: option.value, label: option.label ? t(option.label) : option.value }))}
    // Typed items are the options of a free list: no dropdown of suggestions to tab through.
    open={field.options ? undefined : false}
    suffixIcon={field.options ? undefined : null}
    allowClear
    data-testid={`list-${field.name}`}
  />
);

/**
 * antd's Form.Item marks its control aria-required; a Select puts it on its wrapping div, where
 * ARIA does not allow it (axe: aria-allowed-attr). The label's mark and the message still tell it.
 */
const withoutAriaRequired = (props: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(props).filter(([key]) => key !== 'aria-required'));

export const FieldControl = ({ field, t, workspaceId, ...props }: { field: FormFieldDeclaration; t: TFunction<'resources'>; workspaceId?: string }) => {
  const selectProps = withoutAriaRequired(props);
  switch (field.kind) {
    case 'reference':
      return field.reference ? <ReferenceSelect {...selectProps} reference={field.reference} workspaceId={workspaceId} /> : null;
    case 'textarea':
      return <Input.TextArea {...props} rows={3} count={countOf(field)} />;
    case 'number':
      // No min/max here: antd would silently move an out-of-range number to the bound on blur.
      return <InputNumber {...props} style={{ width: '100%' }} />;
    case 'boolean':
      return <Checkbox {...props} />;
    case 'select':
      return (
        <Select
          {...selectProps}
          options={(field.options ?? []).map((option) => ({ value: option.value, label: option.label ? t(option.label) : option.value }))}
        />
      );
    case 'color':
      return <ColorPicker {...props} format="hex" disabledAlpha showText />;
    case 'list':
      return <ListEditor {...selectProps} field={field} t={t} />;
    default:
      return <Input {...props} type={field.kind === 'email' ? 'email' : 'text'} count={countOf(field)} />;
  }
};

/** How a Form.Item reads a control's value: a colour as "#RRGGBB", a list's items cleaned. */
export const valueFromEvent = (field: FormFieldDeclaration): ((...args: unknown[]) => unknown) | undefined => {
  if (field.kind === 'color') return (color: unknown) => normalizeColor(color);
  if (field.kind === 'list') return (items: unknown) => cleanItems(items);
  return undefined;
};
