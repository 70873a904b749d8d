import { type KeyboardEvent, type MouseEvent, type ReactNode, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import { PlainButton } from './plain-button';
import { type DismissReason, useDismiss } from './use-dismiss';
import { useFloatingPlace } from './use-floating-place';

import './plain-menu-button.css';

export type PlainMenuItem = { key: string; label: ReactNode; danger?: boolean; onClick: () => void };

type Props = {
  items: PlainMenuItem[];
  /** The button's name (an icon button has no text of its own); the menu is named after it. */
  'aria-label': string;
  icon?: ReactNode;
  children?: ReactNode;
  variant?: 'default' | 'text';
};

type Place = { top: number; left: number };
const GAP = 4;
const MARGIN = 8;

/**
 * Under the button with their end edges lined up (antd's Dropdown, pushed back inside the window
 * at a row's end), above it when there is no room below.
 */
const placeUnder = (opener: HTMLElement, menu: HTMLElement): Place => {
  const button = opener.getBoundingClientRect();
  const below = button.bottom + GAP + menu.offsetHeight <= window.innerHeight - MARGIN || button.top - GAP - menu.offsetHeight < MARGIN;
  const left = Math.min(Math.max(MARGIN, button.right - menu.offsetWidth), window.innerWidth - menu.offsetWidth - MARGIN);
  return { top: below ? button.bottom + GAP : button.top - GAP - menu.offsetHeight, left };
};

const itemsOf = (menu: HTMLElement | null): HTMLButtonElement[] => [...(menu?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

/**
 * antd's Dropdown menu (a row's actions) without antd, as the WAI-ARIA menu button: Enter, Space
 * or ArrowDown on the button open it on its first item (a click opens it on the menu itself, so no
 * item looks chosen); the arrows, Home and End move, Enter chooses; Escape and Tab close it and
 * focus goes back to the button (Tab then goes on from there), as does choosing an item. A press
 * outside closes it too. Drawn over the page (a portal), so a table's scrolling box does not cut it.
 */
export const PlainMenuButton = ({ items, 'aria-label': label, icon, children, variant = 'text' }: Props) => {
  const [open, setOpen] = useState(false);
  // Where focus goes once the menu is drawn: the first or last item (keys), or the menu (a click).
  const [focusTarget, setFocusTarget] = useState<'first' | 'last' | 'menu'>('menu');
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId();
  const place = useFloatingPlace(open, button, menu, placeUnder);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  const openAt = (target: 'first' | 'last' | 'menu') => {
    setFocusTarget(target);
    setOpen(true);
  };

  // Focused once placed: while it is measured (hidden) it cannot take focus.
  const placed = place !== null;
  useLayoutEffect(() => {
    if (!open || !placed) return;
    const found = itemsOf(menu.current);
    const target = focusTarget === 'first' ? found[0] : focusTarget === 'last' ? found.at(-1) : menu.current;
    target?.focus({ preventScroll: true });
  }, [open, placed, focusTarget]);

  useDismiss(
    open,
    useMemo(() => [button, menu], []),
    useCallback((reason: DismissReason) => close(reason === 'escape'), [close]),
  );

  const onButtonClick = (event: MouseEvent) => {
    if (open) return close(false);
    // A click from Enter or Space has no pointer behind it (detail 0): the keyboard starts on the first item.
    openAt(event.detail === 0 ? 'first' : 'menu');
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAt(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const found = itemsOf(menu.current);
    const index = found.indexOf(document.activeElement as HTMLButtonElement);
    const step = (next: number) => {
      event.preventDefault();
      found[(next + found.length) % found.length]?.focus();
    };
    if (event.key === 'ArrowDown') step(index + 1);
    else if (event.key === 'ArrowUp') step(index === -1 ? -1 : index - 1);
    else if (event.key === 'Home') step(0);
    else if (event.key === 'End') step(-1);
    // Focus back on the button first: the browser's Tab then moves on from it.
    else if (event.key === 'Tab') close(true);
  };
  const choose = (item: PlainMenuItem) => {
    close(true);
    item.onClick();
  };

  return (
    <>
      <PlainButton
        ref={button}
        id={`${id}-button`}
        variant={variant}
        icon={icon}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        data-open={open}
        className="plain-menu-button"
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </PlainButton>
      {open &&
        createPortal(
          <ul
            ref={menu}
            id={`${id}-menu`}
            role="menu"
            aria-labelledby={`${id}-button`}
            tabIndex={-1}
            className="plain-popup plain-menu plain-menu-floating"
            // Measured hidden first, then shown where it fits.
            style={place ? { top: place.top, left: place.left } : { visibility: 'hidden', top: 0, left: 0 }}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item) => (
              <li key={item.key} role="none">
                <button type="button" role="menuitem" tabIndex={-1} className="plain-menu-item" data-danger={item.danger ?? false} onClick={() => choose(item)}>
                  {item.label}
                </button>
              </li>
            ))}
          </ul>,
          document.body,
        )}
    </>
  );
};
