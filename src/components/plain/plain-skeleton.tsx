import type { CSSProperties } from 'react';

import './plain-parts.css';

type Props = { rows?: number; title?: boolean; style?: CSSProperties; 'data-testid'?: string };

/**
 * antd's Skeleton without antd: grey bars that shimmer while a part loads, in the size the part
 * will take (a title bar, then `rows` lines, the last one shorter).
 */
export const PlainSkeleton = ({ rows = 3, title = true, style, 'data-testid': testId }: Props) => (
  <div className="plain-skeleton" style={style} data-testid={testId} aria-busy="true">
    {title ? <div className="plain-skeleton-line plain-skeleton-title" /> : null}
    {Array.from({ length: rows }, (_, index) => (
      <div key={index} className="plain-skeleton-line" style={index === rows - 1 && rows > 1 ? { width: '61%' } : undefined} />
    ))}
  </div>
);

/**
 * One bar the size of a control (antd's Skeleton.Input): a title or a figure still on its way.
 * `className` sizes it from a style sheet instead (a width that depends on the screen).
 */
export const PlainSkeletonBar = ({ width, height, className }: { width?: number; height: number; className?: string }) => (
  <span className={`plain-skeleton-line plain-skeleton-bar${className ? ` ${className}` : ''}`} style={{ width, height }} aria-hidden />
);
