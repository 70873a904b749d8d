import { Spinner } from './spinner';

import './plain-parts.css';

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Saving: a spinner in the knob, and no second press. */
  loading?: boolean;
  size?: 'default' | 'small';
  'aria-label': string;
  'aria-describedby'?: string;
  'data-testid'?: string;
};

/** antd's Switch without antd: a button with the switch role, on or off. */
export const PlainSwitch = ({ checked, onChange, disabled = false, loading = false, size = 'default', ...rest }: Props) => (
  <button
    {...rest}
    type="button"
    role="switch"
    aria-checked={checked}
    aria-busy={loading || undefined}
    disabled={disabled || loading}
    className="plain-switch"
    data-size={size}
    onClick={() => onChange(!checked)}
  >
    <span className="plain-switch-knob">{loading ? <Spinner size="small" /> : null}</span>
  </button>
);
