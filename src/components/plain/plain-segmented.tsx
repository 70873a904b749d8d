import { type ReactNode, useId } from 'react';

import './plain-parts.css';

type Props<Value extends string> = {
  value: Value;
  onChange: (value: Value) => void;
  options: Array<{ value: Value; label: ReactNode }>;
  /** No choice for now (a save being applied): shown, greyed, not pressable. */
  disabled?: boolean;
  'aria-label': string;
  'data-testid'?: string;
};

/** antd's Segmented without antd: one choice of a few, as a group of radio buttons drawn as a pill. */
export const PlainSegmented = <Value extends string>({
  value,
  onChange,
  options,
  disabled = false,
  'aria-label': label,
  'data-testid': testId,
}: Props<Value>) => {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} aria-disabled={disabled || undefined} className="plain-segmented" data-testid={testId}>
      {options.map((option) => (
        <label key={option.value} className="plain-segmented-item" data-checked={option.value === value} data-disabled={disabled}>
          <input type="radio" name={name} value={option.value} checked={option.value === value} disabled={disabled} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
};
