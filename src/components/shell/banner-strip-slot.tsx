import type { ReactNode } from 'react';

/** The strip at the top of every page where the dashboard banner shows (spec 01 §2). */
export const BannerStripSlot = ({ children }: { children?: ReactNode }) => (
  <div data-testid="banner-strip" role="region" aria-live="polite">
    {children}
  </div>
);
