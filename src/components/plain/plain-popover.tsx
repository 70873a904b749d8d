import { type ReactNode, type RefObject, useCallback, useMemo, useRef } from 'react';

import { useOpenedOnce } from '@/components/antd-scope/lazy-antd';

import { useDismiss } from './use-dismiss';

import './plain-table.css';

type Props = {
  open: boolean;
  /** Closes it (usePopoverFocus' setOpen, which gives focus back where it belongs). */
  onClose: () => void;
  /** The dialog's name: what its opener says. */
  label: string;
  /** The button that opens it; the panel is placed under it. */
  opener: ReactNode;
  /** Under the opener from its start edge, or from its end edge (a button at the row's end). */
  placement?: 'start' | 'end';
  /** usePopoverFocus' content ref: focus moves to its first control on opening. */
  contentRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
};

/**
 * A panel under its opener, as antd's Popover placed it, for the table's Filter and Columns: it
 * closes on a press outside it (and on Escape, through usePopoverFocus). A press in a popup that
 * antd renders at the end of the document (the Filter form's dropdowns) is not outside it: such
 * popups are not inside the app's root. Once opened it stays in the page, hidden while closed, as
 * antd's did: the Filter form keeps the field chosen last.
 */
export const PlainPopover = ({ open, onClose, label, opener, placement = 'start', contentRef, children }: Props) => {
  const anchor = useRef<HTMLSpanElement>(null);
  const opened = useOpenedOnce(open);
  const inside = useMemo(() => [anchor], []);
  useDismiss(
    open,
    inside,
    useCallback(
      // Escape is usePopoverFocus' to handle (it also gives focus back): only a press outside closes here.
      (reason, event) => {
        if (reason !== 'pointer' || (event && !document.getElementById('root')?.contains(event.target as Node))) return;
        onClose();
      },
      [onClose],
    ),
  );
  return (
    <span ref={anchor} className="plain-popover-anchor">
      {opener}
      {opened && (
        <div role="dialog" aria-label={label} className="plain-popover" data-placement={placement} hidden={!open}>
          <div ref={contentRef}>{children}</div>
        </div>
      )}
    </span>
  );
};
