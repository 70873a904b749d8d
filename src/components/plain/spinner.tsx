import './plain.css';

/** antd's Spin without antd: a turning ring, announced as busy. */
export const Spinner = ({ size = 'large', label }: { size?: 'small' | 'large'; label?: string }) => (
  <span className="plain-spinner" data-size={size} role={label ? 'status' : undefined} aria-label={label} />
);
