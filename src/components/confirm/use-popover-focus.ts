import { useCallback, useEffect, useId, useRef, useState } from 'react';

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard behaviour of an antd popover (the table's Filter and Columns, a confirmation), which
 * antd leaves to the page (issue 27): on opening, focus moves to the first control inside; Escape
 * closes it; on closing, focus returns to the control that opened it, unless the user moved it
 * elsewhere (a click outside). Spread `popover` on the Popover, put `content` on a wrapper of its
 * content (or pass autoFocus false and focus a control of the popup yourself) and `opener` on the
 * opening button. `popover` also marks the popup itself (rootClassName), so focus on a control
 * the content wrapper cannot hold (a Popconfirm's own Yes/No) counts as inside too.
 */
export const usePopoverFocus = <Opener extends HTMLElement = HTMLButtonElement>(autoFocus = true) => {
  const opener = useRef<Opener>(null);
  const content = useRef<HTMLDivElement>(null);
  const [open, setOpenState] = useState(false);
  const popupClass = `popover-focus-${useId().replace(/[^\w-]/g, '')}`;

  const setOpen = useCallback(
    (next: boolean) => {
      const active = document.activeElement;
      const focusInside = content.current?.contains(active) || !!active?.closest(`.${popupClass}`) || active === document.body;
      setOpenState(next);
      if (!next && focusInside) opener.current?.focus();
    },
    [popupClass],
  );

  useEffect(() => {
    if (!open || !autoFocus) return;
    // The popup is rendered into a portal on opening, and its content may still be loading (the
    // Filter form's code comes on first opening): wait for it, a second at most.
    let frame = 0;
    let tries = 0;
    const focusFirst = () => {
      const first = content.current?.querySelector<HTMLElement>(FOCUSABLE);
      if (first) first.focus();
      else if (tries++ < 60) frame = requestAnimationFrame(focusFirst);
    };
    frame = requestAnimationFrame(focusFirst);
    return () => cancelAnimationFrame(frame);
  }, [open, autoFocus]);

  // On the document, so it also works where the content cannot be wrapped (a Popconfirm's buttons).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);

  return { open, setOpen, opener, content, popover: { open, onOpenChange: setOpen, rootClassName: popupClass } };
};
