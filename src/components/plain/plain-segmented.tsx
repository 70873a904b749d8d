import { type ReactNode, useId } from 'react';

import './plain-parts.css';

type Props<Value extends string> = {
  value: Value;
  onChange: (value: Value) => void;
  options: Array<{ value: Value; label: ReactNode }>;
  'aria-label': string;
};

/** antd's Segmented without antd: one choice of a few, as a group of radio buttons drawn as a pill. */
export const PlainSegmented = <Value extends string>({ value, onChange, options, 'aria-label': label }: Props<Value>) => {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="plain-segmented">
      {options.map((option) => (
        <label key={option.value} className="plain-segmented-item" data-checked={option.value === value}>
          <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
};
