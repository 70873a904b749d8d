import type { ReactNode } from 'react';

import { App, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Copies an address; the toasts use the spec's words (spec 01 §8). */
export const copyLink = async (path: string, notify: (ok: boolean) => void): Promise<void> => {
  try {
    await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
    notify(true);
  } catch {
    notify(false);
  }
};

/** A sidebar entry: a normal link, with 'open in new tab' and 'copy link' on right-click. */
export const SidebarLink = ({ path, children, testId }: { path: string; children: ReactNode; testId: string }) => {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const notify = (ok: boolean): void => {
    void (ok ? message.success(t('sidebar.copied')) : message.error(t('sidebar.copyFailed')));
  };
  return (
    <Dropdown
      trigger={['contextMenu']}
      menu={{
        items: [
          { key: 'open', label: t('sidebar.openInNewTab'), onClick: () => window.open(path, '_blank', 'noopener') },
          { key: 'copy', label: t('sidebar.copyLink'), onClick: () => void copyLink(path, notify) },
        ],
      }}
    >
      <Link to={path} data-testid={testId}>
        {children}
      </Link>
    </Dropdown>
  );
};
