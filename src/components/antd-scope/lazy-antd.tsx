import { type ComponentType, lazy, useState } from 'react';

/**
 * A component that uses antd, fetched the first time it renders, inside AntdScope (antd's theme
 * and locale). Render it under a Suspense boundary. This is how everything antd-based reaches the
 * plain shell: pages, dialogs, trays, toasts.
 */
export const lazyAntd = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy(async () => {
    const [{ AntdScope }, Component] = await Promise.all([import('./antd-scope'), load()]);
    const Scoped = (props: Props) => (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
    return { default: Scoped };
  });

/**
 * True from the first time `open` is: a lazily loaded dialog is mounted then and stays mounted,
 * so closing it still animates and reopening it costs nothing.
 */
export const useOpenedOnce = (open: boolean): boolean => {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
};
