import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';

import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { useWorkspaces } from '@/providers/workspace/workspace-context';

import { documentTitle } from './document-title';

/**
 * Names the browser tab after the screen and its workspace (the one in the address, else the one
 * chosen in the switcher). Every page calls it, through PageTitle or directly (a page without a
 * visible title).
 */
export const useDocumentTitle = (screen: string | null | undefined, workspaceName?: string | null): void => {
  const { t } = useTranslation('common');
  const { current } = useWorkspaces();
  const workspace = workspaceName === undefined ? (current?.name ?? null) : workspaceName;
  const product = t('app.name');
  useEffect(() => {
    document.title = documentTitle(screen, workspace, product);
  }, [screen, workspace, product]);
};

type PageTitleProps = {
  children: ReactNode;
  /** The tab's title when the heading is not plain text (a name with a tag inside). */
  screen?: string;
  /** The workspace the screen belongs to, when it is not the chosen one (a group of another workspace). */
  workspaceName?: string | null;
  style?: CSSProperties;
  'data-testid'?: string;
};

/** The navigation whose page title took focus last: each navigation moves focus once. */
let focusedFor: string | null = null;

/**
 * The page's one h1, at the size the pages' titles had (antd's level 2), and the tab's title.
 * After a navigation inside the app (not the first page load), focus moves to it, so a keyboard or
 * screen reader user starts on the new page rather than on the link that left the old one.
 */
export const PageTitle = ({ children, screen, workspaceName, style, ...rest }: PageTitleProps) => {
  useDocumentTitle(screen ?? (typeof children === 'string' ? children : null), workspaceName);
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    // react-router names the first entry 'default'; a hash change within a page keeps this title mounted.
    if (key === 'default' || focusedFor === key) return;
    focusedFor = key;
    heading.current?.focus({ preventScroll: true });
    // Only on mounting: a title re-rendering on the same page must not take focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1} className="plain-page-title" style={{ outline: 'none', ...style }} {...rest}>
      {children}
    </h1>
  );
};
