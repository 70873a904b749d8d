import type { ReactNode } from 'react';

import './plain.css';

type PlainCardProps = { title?: ReactNode; children: ReactNode; 'data-testid'?: string };

/**
 * A bordered section with an optional heading, looking like antd's Card, for the pages every user
 * opens first: antd (and its Card's tabs) load with the first screen that needs them.
 */
export const PlainCard = ({ title, children, 'data-testid': testId }: PlainCardProps) => (
  <section className="plain-card" data-testid={testId}>
    {/* Under the page's h1: a section's heading is an h2 (a skipped level confuses a screen reader's outline). */}
    {title && <h2>{title}</h2>}
    <div>{children}</div>
  </section>
);
