import type { SharedControlProps } from './plain-list-input';
import { colorFromPicker, inputText, pickerColor } from './plain-form-logic';

type Props = {
  shared: SharedControlProps;
  value: unknown;
  /** The typed text, as the field's value (plain-form-logic's valueFromInput). */
  onText: (event: { target: { value: string } }) => void;
  onPick: (color: string) => void;
  /** The picker's name, after the field's label ("Pick Primary colour"). */
  pickLabel: string;
};

/**
 * A colour as antd's ColorPicker with its text showed it: a swatch and the "#RRGGBB" code in one
 * box. The swatch is the browser's colour picker (a pick is written as "#RRGGBB"); the code is the
 * field's labelled control, typed as it is and judged by the field's rule (checkColor).
 */
export const PlainColorInput = ({ shared, value, onText, onPick, pickLabel }: Props) => (
  <span className="plain-form-color" data-disabled={shared.disabled || undefined}>
    <input
      type="color"
      className="plain-form-color-swatch"
      value={pickerColor(value)}
      disabled={shared.disabled}
      aria-label={pickLabel}
      aria-describedby={shared['aria-describedby']}
      onChange={(event) => onPick(colorFromPicker(event.target.value))}
    />
    <input {...shared} type="text" className="plain-form-color-text" value={inputText(value)} onChange={onText} spellCheck={false} autoComplete="off" />
  </span>
);
