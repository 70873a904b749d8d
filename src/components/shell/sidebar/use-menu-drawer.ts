import { type FocusEvent, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { useLocation } from 'react-router';

/** Below this width (a phone, or a laptop at 200 % zoom: 640 CSS px) the sidebar is a menu behind a button. */
export const NARROW_SCREEN = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export const useNarrowScreen = (): boolean => useSyncExternalStore(subscribe, () => window.matchMedia(NARROW_SCREEN).matches);

/**
 * The sidebar as a drawer on a narrow screen: the menu button opens it and focus moves to its first
 * link; Escape or a press outside closes it and focus returns to the button; following a link
 * closes it. It is no trap: when focus leaves it (Tab past its end), it closes.
 */
export const useMenuDrawer = (narrow: boolean) => {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  const { pathname, hash, search } = useLocation();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [pathname, hash, search, narrow]);

  useEffect(() => {
    if (!open) return;
    drawer.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    // A popup of the drawer (the account menu's panel) is outside it in the DOM: it keeps the drawer open.
    if (!next || drawer.current?.contains(next) || button.current?.contains(next) || (next as Element).closest?.('.plain-popup')) return;
    setOpen(false);
  }, []);

  return { open: narrow && open, toggle: () => setOpen((current) => !current), close, button, drawer, onBlur };
};
