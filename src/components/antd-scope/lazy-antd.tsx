import { useState } from 'react';

import { lazyPart } from '@/components/lazy-part/lazy-part';
import { antdLocaleLoading } from '@/providers/antd-locales';
import { i18n } from '@/providers/i18n';
import { initialLanguage, type Language } from '@/providers/language';

import { loadAntdStaticStyles } from './static-styles';

/**
 * A component that uses antd, fetched the first time it renders, inside AntdScope (antd's theme
 * and locale). Render it under a Suspense boundary. This is how everything antd-based reaches the
 * plain shell: pages, dialogs, trays, toasts. antd's texts in the interface language are fetched
 * together with the part, not after it (one round of requests, not two); like every lazy part it
 * retries and, failing, says so in its place (components/lazy-part). antd's style sheet is fetched
 * in the same round too.
 */
export const lazyAntd = <Props extends object>(load: () => Promise<React.ComponentType<Props>>) =>
  lazyPart<Props>(async () => {
    const [{ AntdScope }, Component] = await Promise.all([
      import('./antd-scope'),
      load(),
      antdLocaleLoading((i18n.resolvedLanguage ?? initialLanguage) as Language),
      // antd's styles, before its first component renders (static-styles.ts).
      loadAntdStaticStyles(),
    ]);
    const Scoped = (props: Props) => (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
    return Scoped;
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
