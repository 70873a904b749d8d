import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

import { tabKeyStep } from './tab-keys';

import './plain-parts.css';

export type PlainTabItem = { key: string; label: ReactNode; children: ReactNode };

type Props = {
  items: PlainTabItem[];
  /** Controlled: the page keeps the active tab (the workspace page keeps it in the address). */
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
};

/**
 * antd's Tabs without antd, for the pages people land on (issue 31): a tablist of buttons with the
 * active one underlined. A panel is rendered the first time its tab opens and then kept, hidden
 * while another tab shows, as antd's were: a form half filled in keeps what was typed.
 */
export const PlainTabs = ({ items, activeKey, defaultActiveKey, onChange }: Props) => {
  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? items[0]?.key);
  const current = items.some((item) => item.key === (activeKey ?? ownKey)) ? (activeKey ?? ownKey) : items[0]?.key;
  const [visited, setVisited] = useState<string[]>(current ? [current] : []);
  if (current && !visited.includes(current)) setVisited([...visited, current]);
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const open = (key: string) => {
    if (activeKey === undefined) setOwnKey(key);
    if (key !== current) onChange?.(key);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabKeyStep(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    open(items[next].key);
  };

  return (
    <div className="plain-tabs">
      <div role="tablist" className="plain-tab-list">
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={item.key === current}
            aria-controls={`${id}-panel-${item.key}`}
            // Only the open tab is a tab stop; the arrows reach the others.
            tabIndex={item.key === current ? 0 : -1}
            className="plain-tab"
            onClick={() => open(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items
        .filter((item) => visited.includes(item.key))
        .map((item) => (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            hidden={item.key !== current}
            className="plain-tab-panel"
          >
            {item.children}
          </div>
        ))}
    </div>
  );
};
