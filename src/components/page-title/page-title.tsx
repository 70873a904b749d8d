import { type CSSProperties, type ReactNode, useEffect } from 'react';

import { useTranslation } from 'react-i18next';

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

/** The page's one h1, at the size the pages' titles had (antd's level 2), and the tab's title. */
export const PageTitle = ({ children, screen, workspaceName, style, ...rest }: PageTitleProps) => {
  useDocumentTitle(screen ?? (typeof children === 'string' ? children : null), workspaceName);
  return (
    <h1 className="plain-page-title" style={style} {...rest}>
      {children}
    </h1>
  );
};
