import { type ReactNode, useId } from 'react';

import './plain-parts.css';

type Props = {
  /** Nothing to say: the child is shown alone. */
  title?: ReactNode;
  /** Gets the tooltip's id for its aria-describedby, so the hint is read with the control. */
  children: (describedBy: string | undefined) => ReactNode;
};

/**
 * antd's Tooltip without antd: a hint shown above its control while the pointer is over it or it
 * has focus. Shown by CSS alone: nothing to render or position from script.
 */
export const PlainTooltip = ({ title, children }: Props) => {
  const id = useId();
  if (!title) return <>{children(undefined)}</>;
  return (
    <span className="plain-tooltip-anchor">
      {children(id)}
      <span role="tooltip" id={id} className="plain-tooltip">
        {title}
      </span>
    </span>
  );
};
