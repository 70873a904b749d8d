import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from 'react';

import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import type { TFunction } from 'i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import type { FormFieldDeclaration } from '@/resources/declaration';

import { listItems, pastesItems, typedItems, withItems, withOption, withoutItem } from './plain-form-logic';

/** What PlainFormField gives every control: its id, state and descriptions. */
export type SharedControlProps = {
  id: string;
  disabled: boolean;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

type Props = {
  field: FormFieldDeclaration;
  shared: SharedControlProps;
  /** The id of the field's label, which names the options' group and tells which list "Clear all" clears. */
  labelId: string;
  value: unknown;
  onChange: (items: string[]) => void;
  t: TFunction<'resources'>;
};

/**
 * A list of strings typed one item at a time, as antd's tags Select took them: Enter or a comma
 * ends an item, a pasted "a, b" becomes two, leaving the input keeps what was typed, Backspace in
 * the empty input removes the last item. The items are chips with a remove button each; a button
 * clears them all. The typed text is the field's labelled control.
 */
const TypedList = ({ field, shared, labelId, value, onChange, t }: Props) => {
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const items = listItems(value);
  const take = (text: string, ended: boolean) => {
    const split = typedItems(text, ended);
    setTyped(split.rest);
    if (split.items.length > 0) onChange(withItems(items, split.items));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter ends an item; it does not send the form (antd's Select did not either).
      event.preventDefault();
      take(typed, true);
    } else if (event.key === 'Backspace' && typed === '' && items.length > 0) {
      event.preventDefault();
      onChange(withoutItem(items));
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!pastesItems(pasted)) return;
    event.preventDefault();
    const { selectionStart, selectionEnd } = event.currentTarget;
    take(`${typed.slice(0, selectionStart ?? typed.length)}${pasted}${typed.slice(selectionEnd ?? typed.length)}`, true);
  };
  const remove = (item: string) => {
    onChange(withoutItem(items, item));
    // The button is gone with its item: the typing goes on where it would.
    input.current?.focus();
  };

  return (
    <div
      className="plain-form-list"
      data-disabled={shared.disabled || undefined}
      data-testid={`list-${field.name}`}
      // A click on the box's free room types into it, as antd's Select did (the label and Tab reach the input too).
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget || shared.disabled) return;
        event.preventDefault();
        input.current?.focus();
      }}
    >
      {items.length > 0 && (
        <ul className="plain-form-list-items">
          {items.map((item, index) => (
            // A stored list may repeat an item (only a typed one is cleaned): the place keeps keys apart.
            <li key={`${index}:${item}`} className="plain-form-list-item">
              <span className="plain-form-list-text" title={item}>
                {item}
              </span>
              {!shared.disabled && (
                <button type="button" className="plain-form-list-remove" aria-label={t('form.removeItem', { item })} onClick={() => remove(item)}>
                  <PlainIcon definition={CloseOutlined} aria-hidden />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <input
        {...shared}
        ref={input}
        type="text"
        className="plain-form-list-input"
        value={typed}
        onChange={(event) => take(event.target.value, false)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => take(typed, true)}
        autoComplete="off"
      />
      {items.length > 0 && !shared.disabled && (
        <button
          type="button"
          className="plain-form-list-clear"
          // "Clear all", told which list by its label (a name of its own would also answer to the field's label).
          aria-label={t('form.clearList')}
          aria-describedby={labelId}
          onClick={() => {
            onChange([]);
            input.current?.focus();
          }}
        >
          <PlainIcon definition={CloseCircleFilled} aria-hidden />
        </button>
      )}
    </div>
  );
};

/**
 * A list picked from the declared values: a group of labelled checkboxes, named by the field's
 * label. A stored value no longer declared is shown ticked (not dropped unseen); unticked, it goes.
 */
const OptionsList = ({ field, shared, labelId, value, onChange, t }: Props) => {
  const options = field.options ?? [];
  const chosen = listItems(value);
  const undeclared = chosen.filter((item) => !options.some((option) => option.value === item)).map((item) => ({ value: item, label: item }));
  const shown = [...undeclared, ...options.map((option) => ({ value: option.value, label: option.label ? t(option.label) : option.value }))];
  const { id, disabled } = shared;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={shared['aria-describedby']}
      aria-invalid={shared['aria-invalid']}
      className="plain-form-options"
      data-testid={`list-${field.name}`}
    >
      {shown.map((option, index) => (
        <label key={option.value} className="plain-form-option">
          <input
            // The first box takes the field's id: focus moves there when Save finds the field wrong.
            id={index === 0 ? id : undefined}
            type="checkbox"
            className="plain-form-checkbox"
            disabled={disabled}
            checked={chosen.includes(option.value)}
            onChange={(event) => onChange(withOption(chosen, options, option.value, event.target.checked))}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
};

/** A list field: picked from its declared values when it has some, else typed. */
export const PlainListInput = (props: Props) => (props.field.options ? <OptionsList {...props} /> : <TypedList {...props} />);
