import type { ReactNode } from 'react';

import './plain.css';

type PlainCardProps = { title?: ReactNode; children: ReactNode; 'data-testid'?: string };

/**
 * A bordered section with an optional heading, looking like antd's Card, for the pages every user
 * opens first: antd (and its Card's tabs) load with the first screen that needs them.
 */
export const PlainCard = ({ title, children, 'data-testid': testId }: PlainCardProps) => (
  <section className="plain-card" data-testid={testId}>
    {title && <h3>{title}</h3>}
    <div>{children}</div>
  </section>
);
