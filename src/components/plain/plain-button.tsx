import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

import { Spinner } from './spinner';

import './plain.css';

type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  variant?: 'default' | 'primary' | 'text' | 'link';
  size?: 'middle' | 'small';
  shape?: 'default' | 'circle';
  danger?: boolean;
  block?: boolean;
  /** Busy: a spinner before the label, and no second click. */
  loading?: boolean;
  icon?: ReactNode;
  htmlType?: 'button' | 'submit';
  ref?: Ref<HTMLButtonElement>;
};

/** A button drawn like antd's, for the shell and the landing page (plain.css says why). */
export const PlainButton = ({
  variant = 'default',
  size = 'middle',
  shape = 'default',
  danger = false,
  block = false,
  loading = false,
  icon,
  htmlType = 'button',
  disabled,
  children,
  className,
  ...rest
}: PlainButtonProps) => (
  <button
    {...rest}
    type={htmlType}
    className={className ? `plain-button ${className}` : 'plain-button'}
    data-variant={variant}
    data-size={size}
    data-shape={shape}
    data-danger={danger}
    data-block={block}
    data-icon-only={!children && !!icon}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
  >
    {loading ? <Spinner size="small" /> : icon}
    {children}
  </button>
);
