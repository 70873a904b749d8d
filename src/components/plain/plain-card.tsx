import type { ReactNode } from 'react';

import { theme } from 'antd';

type PlainCardProps = { title?: ReactNode; children: ReactNode; 'data-testid'?: string };

/**
 * A bordered section with an optional heading, looking like antd's Card, for the pages every user
 * opens first: antd's Card carries its tabs (rc-tabs), ~14 kB gzip the landing page never shows.
 */
export const PlainCard = ({ title, children, 'data-testid': testId }: PlainCardProps) => {
  const { token } = theme.useToken();
  const padding = `${token.paddingSM}px ${token.paddingLG}px`;
  return (
    <section
      data-testid={testId}
      style={{ background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}
    >
      {title && (
        <h3
          style={{
            margin: 0,
            padding,
            fontSize: token.fontSizeLG,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {title}
        </h3>
      )}
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </section>
  );
};
