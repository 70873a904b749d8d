import type { TFunction } from 'i18next';

import type { FormFieldDeclaration } from '@/resources/declaration';

import { hintOf } from './form-logic';
import { PlainColorInput } from './plain-color-input';
import { inputText, lengthCount, valueFromInput } from './plain-form-logic';
import { PlainListInput, type SharedControlProps } from './plain-list-input';

type Props = {
  field: FormFieldDeclaration;
  controlId: string;
  value: unknown;
  /** The message under the field (a client check's or the server's), if any. */
  message?: string;
  disabled: boolean;
  onChange: (value: unknown) => void;
  t: TFunction<'resources'>;
};

/** The options of a native select: the declared ones, an empty one while nothing is chosen, and a stored value no longer declared (shown, not changed unseen). */
const optionsOf = (field: FormFieldDeclaration, value: unknown, t: TFunction<'resources'>) => {
  const declared = (field.options ?? []).map((option) => ({ value: option.value, label: option.label ? t(option.label) : option.value }));
  const chosen = inputText(value);
  const unknown = chosen !== '' && !declared.some((option) => option.value === chosen) ? [{ value: chosen, label: chosen }] : [];
  return [...(chosen === '' ? [{ value: '', label: '' }] : []), ...unknown, ...declared];
};

/** A phone's digit keyboard, where the field cannot take a minus sign (those keyboards have none). */
const numberKeyboard = (field: FormFieldDeclaration): 'numeric' | 'decimal' | undefined => {
  if (field.min === undefined || field.min < 0) return undefined;
  return field.numberKind === 'real' || field.numberKind === 'money' ? 'decimal' : 'numeric';
};

/**
 * One field of the plain form, as antd's vertical Form.Item drew it: the label (for the control)
 * with the required mark, the control with the text's length, then the message and the hint, in antd's order. The
 * control is described by its hint, length and message, and marked invalid with a message.
 */
export const PlainFormField = ({ field, controlId, value, message, disabled, onChange, t }: Props) => {
  const label = t(field.label);
  const hint = hintOf(field, t);
  const count = lengthCount(field, value);
  const labelId = `${controlId}-label`;
  const helpId = `${controlId}-help`;
  const countId = `${controlId}-count`;
  const messageId = `${controlId}-message`;
  const describedBy = [hint ? helpId : undefined, count ? countId : undefined, message ? messageId : undefined].filter(Boolean).join(' ');
  const shared: SharedControlProps = {
    id: controlId,
    disabled,
    'aria-required': field.required || undefined,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  const onText = (event: { target: { value: string } }) => onChange(valueFromInput(field, event.target.value));
  const countText = count ? (
    <span id={countId} className="plain-form-count" data-over={count.length > count.max}>
      <span aria-hidden>{`${count.length} / ${count.max}`}</span>
      <span className="plain-visually-hidden">{t('form.count', { length: count.length, max: count.max })}</span>
    </span>
  ) : null;

  const control = (() => {
    switch (field.kind) {
      case 'boolean':
        return (
          <input {...shared} type="checkbox" className="plain-form-checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        );
      case 'select':
        return (
          <select {...shared} className="plain-input plain-form-select" value={inputText(value)} onChange={onText}>
            {optionsOf(field, value, t).map((option) => (
              <option key={option.value} value={option.value} disabled={option.value === ''}>
                {option.label}
              </option>
            ))}
          </select>
        );
      case 'list':
        return <PlainListInput field={field} shared={shared} labelId={labelId} value={value} onChange={onChange} t={t} />;
      case 'color':
        return <PlainColorInput shared={shared} value={value} onText={onText} onPick={onChange} pickLabel={t('form.pickColor', { field: label })} />;
      case 'textarea':
        return <textarea {...shared} className="plain-input plain-form-textarea" rows={3} value={inputText(value)} onChange={onText} />;
      case 'number':
        // Text, not type="number": the browser would hide what was typed when it is no number.
        return <input {...shared} type="text" inputMode={numberKeyboard(field)} className="plain-input" value={inputText(value)} onChange={onText} />;
      default:
        return <input {...shared} type={field.kind === 'email' ? 'email' : 'text'} className="plain-input" value={inputText(value)} onChange={onText} />;
    }
  })();

  return (
    <div className="plain-form-item" data-invalid={!!message} data-kind={field.kind}>
      {/* A list picked from options is a group of boxes, each labelled by its option: the field's label names the group. */}
      {field.kind === 'list' && field.options ? (
        <span id={labelId} className="plain-form-label" data-required={field.required || undefined}>
          {label}
        </span>
      ) : (
        <label id={labelId} htmlFor={controlId} className="plain-form-label" data-required={field.required || undefined}>
          {label}
        </label>
      )}
      <div className="plain-form-control" data-with-count={!!count}>
        {control}
        {countText}
      </div>
      {message ? (
        <div id={messageId} className="plain-form-message" role="alert">
          {message}
        </div>
      ) : null}
      {hint ? (
        <div id={helpId} className="plain-form-help">
          {hint}
        </div>
      ) : null}
    </div>
  );
};
