import type { ReactNode } from 'react';

import './plain.css';

type PlainCardProps = {
  title?: ReactNode;
  /** Beside the heading, at its end (antd Card's `extra`): an export button. */
  extra?: ReactNode;
  size?: 'default' | 'small';
  children: ReactNode;
  /** The section's own look on top of the card's (a highlight). */
  className?: string;
  'data-testid'?: string;
  /** A state a style or a test reads (data-highlighted). */
  'data-highlighted'?: boolean;
};

/**
 * A bordered section with an optional heading, looking like antd's Card (default or small), for
 * the pages people land on: antd loads with the first screen that needs it.
 */
export const PlainCard = ({ title, extra, size = 'default', children, className, 'data-testid': testId, 'data-highlighted': highlighted }: PlainCardProps) => (
  <section className={className ? `plain-card ${className}` : 'plain-card'} data-size={size} data-testid={testId} data-highlighted={highlighted}>
    {/* Under the page's h1: a section's heading is an h2 (a skipped level confuses a screen reader's outline). */}
    {title && !extra && <h2>{title}</h2>}
    {title && extra && (
      <header className="plain-card-head">
        <h2>{title}</h2>
        {extra}
      </header>
    )}
    <div>{children}</div>
  </section>
);
