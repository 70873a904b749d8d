import type { HTMLAttributes } from 'react';

import './plain-table.css';

export type PlainChipColor = 'green' | 'gold' | 'teak' | 'coral' | 'grey' | 'purple' | 'blue' | 'cyan' | 'red';

/** antd's Tag without antd: a status, a role, an applied filter (colours of the theme, AA on their tints). */
export const PlainChip = ({ color = 'grey', className, ...rest }: HTMLAttributes<HTMLSpanElement> & { color?: PlainChipColor }) => (
  <span {...rest} className={className ? `plain-chip ${className}` : 'plain-chip'} data-color={color} />
);
