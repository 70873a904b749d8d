import type { ReactNode } from 'react';

import { Typography } from 'antd';

/**
 * A section's heading under the page's h1: an h2 (headings may not skip levels, Lighthouse's
 * heading-order) at the size of a small title, as the banner wizard and history showed them.
 */
export const SectionTitle = ({ children }: { children: ReactNode }) => (
  <Typography.Title level={2} style={{ fontSize: 16, marginTop: 8 }}>
    {children}
  </Typography.Title>
);
