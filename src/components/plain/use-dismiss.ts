import { type RefObject, useEffect } from 'react';

export type DismissReason = 'pointer' | 'escape';

/**
 * Closes a plain popup (the account menu, the sidebar's right-click menu) when the pointer goes
 * down outside it and its opener, or on Escape: what antd's Popover and Dropdown did for them.
 * `inside` and `onDismiss` must keep their identity between renders (useMemo, useCallback).
 */
export const useDismiss = (
  open: boolean,
  inside: ReadonlyArray<RefObject<HTMLElement | null>>,
  onDismiss: (reason: DismissReason, event?: MouseEvent) => void,
): void => {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!inside.some((element) => element.current?.contains(event.target as Node))) onDismiss('pointer', event);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, inside, onDismiss]);
};
