import type { Key, ReactNode } from 'react';

import './plain.css';

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
 * it, the select and virtual-list machinery the landing page never shows.
 */
export const PlainList = <Item,>({ items, itemKey, render, extra, emptyText, 'data-testid': testId }: PlainListProps<Item>) => {
  if (!items.length)
    return (
      <span className="plain-secondary" data-testid={testId}>
        {emptyText}
      </span>
    );
  return (
    <ul className="plain-list" data-testid={testId}>
      {items.map((item) => (
        <li key={itemKey(item)}>
          <div style={{ minWidth: 0 }}>{render(item)}</div>
          {extra && <div style={{ flexShrink: 0 }}>{extra(item)}</div>}
        </li>
      ))}
    </ul>
  );
};
