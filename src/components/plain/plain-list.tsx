import type { CSSProperties, Key, ReactNode } from 'react';

import { theme, Typography } from 'antd';

type PlainListProps<Item> = {
  items: readonly Item[];
  itemKey: (item: Item) => Key;
  /** The row's main content, left. */
  render: (item: Item) => ReactNode;
  /** Shown right of the content: a figure, a status, buttons. */
  extra?: (item: Item) => ReactNode;
  emptyText?: ReactNode;
  'data-testid'?: string;
};

/**
 * A list of rows as a semantic <ul>, looking like antd's List. The pages every user opens first
 * (the welcome list, pending invitations) use it: antd's List brings its pagination and, through
 * it, the select and virtual-list machinery, ~40 kB gzip the landing page never shows.
 */
export const PlainList = <Item,>({ items, itemKey, render, extra, emptyText, 'data-testid': testId }: PlainListProps<Item>) => {
  const { token } = theme.useToken();
  const row = (last: boolean): CSSProperties => ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: token.marginMD,
    padding: `${token.paddingSM}px 0`,
    borderBottom: last ? undefined : `1px solid ${token.colorSplit}`,
  });
  if (!items.length)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {emptyText}
      </Typography.Text>
    );
  return (
    <ul data-testid={testId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li key={itemKey(item)} style={row(index === items.length - 1)}>
          <div style={{ minWidth: 0 }}>{render(item)}</div>
          {extra && <div style={{ flexShrink: 0 }}>{extra(item)}</div>}
        </li>
      ))}
    </ul>
  );
};
