import { useRef, useState } from 'react';

import '@/components/plain/plain-parts.css';

/**
 * antd's `Typography.Text type="secondary" ellipsis={{ tooltip }}` without antd: one line cut with
 * "…", and the whole text in a hint over it while the pointer is on it, only when it was cut. The
 * whole text is in the page either way, so a screen reader reads all of it: the hint is for the eye.
 */
export const EllipsisText = ({ text, maxWidth }: { text: string; maxWidth: number }) => {
  const [cut, setCut] = useState(false);
  const line = useRef<HTMLSpanElement>(null);
  // Measured when the pointer arrives: the column's width may have changed since the last time.
  const measure = () => setCut(!!line.current && line.current.scrollWidth > line.current.clientWidth);
  return (
    <span className="plain-tooltip-anchor" style={{ maxWidth }} onMouseEnter={measure}>
      <span ref={line} className="plain-secondary banner-ellipsis">
        {text}
      </span>
      {cut && (
        <span className="plain-tooltip" aria-hidden>
          {text}
        </span>
      )}
    </span>
  );
};
