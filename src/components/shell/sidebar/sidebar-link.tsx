import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useDismiss } from '@/components/plain/use-dismiss';
import { showToast } from '@/providers/toasts/toast-store';

/** Copies an address; the toasts use the spec's words (spec 01 §8). */
export const copyLink = async (path: string, notify: (ok: boolean) => void): Promise<void> => {
  try {
    await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
    notify(true);
  } catch {
    notify(false);
  }
};

type Position = { x: number; y: number };

/** The right-click menu: open in a new tab, copy the link; arrows move, Escape closes. */
const LinkMenu = ({ path, at, onClose }: { path: string; at: Position; onClose: () => void }) => {
  const { t } = useTranslation('shell');
  const menu = useRef<HTMLUListElement>(null);
  useDismiss(
    true,
    useMemo(() => [menu], []),
    onClose,
  );
  useEffect(() => {
    menu.current?.querySelector('button')?.focus();
    window.addEventListener('blur', onClose);
    return () => window.removeEventListener('blur', onClose);
  }, [onClose]);
  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll('button') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Tab') onClose();
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      items[(index + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
    }
  };
  const choose = (action: () => void) => () => {
    onClose();
    action();
  };
  const notify = (ok: boolean) => showToast({ kind: 'message', type: ok ? 'success' : 'error', message: t(ok ? 'sidebar.copied' : 'sidebar.copyFailed') });
  return (
    <ul ref={menu} role="menu" className="plain-popup plain-menu" style={{ left: at.x, top: at.y, padding: 4 }} onKeyDown={onKeyDown}>
      <li role="none">
        <button type="button" role="menuitem" className="plain-menu-item" onClick={choose(() => window.open(path, '_blank', 'noopener'))}>
          {t('sidebar.openInNewTab')}
        </button>
      </li>
      <li role="none">
        <button type="button" role="menuitem" className="plain-menu-item" onClick={choose(() => void copyLink(path, notify))}>
          {t('sidebar.copyLink')}
        </button>
      </li>
    </ul>
  );
};

type SidebarLinkProps = { path: string; children: ReactNode; testId: string; selected: boolean; title: string };

/** A sidebar entry: a normal link, with 'open in new tab' and 'copy link' on right-click (spec 01 §2). */
export const SidebarLink = ({ path, children, testId, selected, title }: SidebarLinkProps) => {
  const [menuAt, setMenuAt] = useState<Position | null>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const close = useCallback(() => {
    setMenuAt(null);
    link.current?.focus();
  }, []);
  return (
    <>
      <Link
        ref={link}
        to={path}
        data-testid={testId}
        className="plain-nav-item"
        aria-current={selected ? 'page' : undefined}
        title={title}
        onContextMenu={(event) => {
          event.preventDefault();
          setMenuAt({ x: event.clientX, y: event.clientY });
        }}
      >
        {children}
      </Link>
      {menuAt && <LinkMenu path={path} at={menuAt} onClose={close} />}
    </>
  );
};
