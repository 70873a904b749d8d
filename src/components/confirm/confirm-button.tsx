import { type ComponentProps, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import { PlainButton } from '@/components/plain/plain-button';
import { useDismiss } from '@/components/plain/use-dismiss';
import { useFloatingPlace } from '@/components/plain/use-floating-place';

import { usePopoverFocus } from './use-popover-focus';

import '@/components/plain/plain-parts.css';

type Props = Omit<ComponentProps<typeof PlainButton>, 'onClick' | 'ref'> & {
  question: string;
  onConfirm: () => Promise<unknown> | void;
  okText?: string;
  cancelText?: string;
  /** The "Yes" button's test id, for a screen whose tests press it. */
  okTestId?: string;
  children: ReactNode;
};

type Place = { top: number; left: number; above: boolean };
const GAP = 8;
const MARGIN = 8;

/** Above the button, as antd's Popconfirm opened; below it when there is no room above; kept inside the window. */
const placeBeside = (opener: HTMLElement, panel: HTMLElement): Place => {
  const button = opener.getBoundingClientRect();
  const above = button.top - panel.offsetHeight - GAP >= MARGIN;
  const left = Math.min(Math.max(MARGIN, button.left + button.width / 2 - panel.offsetWidth / 2), window.innerWidth - panel.offsetWidth - MARGIN);
  return { top: above ? button.top - panel.offsetHeight - GAP : button.bottom + GAP, left, above };
};

/**
 * Delete and disable actions ask first (spec 02 §5): antd's Popconfirm drawn without antd, so a
 * table with a confirmation per row (a group's learners, the workspace's people) costs no antd.
 * The question takes focus on its safe answer ("No"), Escape or a press outside closes it, and
 * focus goes back to the button. "Yes" shows it is busy until the action has finished.
 */
export const ConfirmButton = ({ question, onConfirm, okText, cancelText, okTestId, children, ...button }: Props) => {
  const { t } = useTranslation('resources');
  const focus = usePopoverFocus();
  const { setOpen } = focus;
  const panel = useRef<HTMLDivElement>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const place = useFloatingPlace(focus.open, focus.opener, panel, placeBeside);
  const [busy, setBusy] = useState(false);

  const inside = useMemo(() => [anchor, panel], []);
  useDismiss(
    focus.open,
    inside,
    useCallback((reason) => reason === 'pointer' && setOpen(false), [setOpen]),
  );

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <span ref={anchor} className="plain-confirm-anchor">
      <PlainButton {...button} ref={focus.opener} aria-haspopup="dialog" aria-expanded={focus.open} onClick={() => setOpen(!focus.open)}>
        {children}
      </PlainButton>
      {focus.open &&
        createPortal(
          <div
            ref={panel}
            role="dialog"
            aria-label={question}
            className="plain-confirm"
            data-testid="confirm-question"
            data-above={place?.above ?? true}
            // Measured hidden first, then shown where it fits.
            style={place ? { top: place.top, left: place.left } : { visibility: 'hidden', top: 0, left: 0 }}
          >
            <div ref={focus.content}>
              <p className="plain-confirm-question">
                <PlainIcon definition={ExclamationCircleFilled} aria-hidden className="plain-confirm-icon" />
                {question}
              </p>
              <div className="plain-confirm-buttons">
                <PlainButton size="small" onClick={() => setOpen(false)}>
                  {cancelText ?? t('confirm.no')}
                </PlainButton>
                <PlainButton size="small" variant="primary" loading={busy} onClick={() => void confirm()} data-testid={okTestId}>
                  {okText ?? t('confirm.yes')}
                </PlainButton>
              </div>
            </div>
          </div>,
          document.body,
        )}
    </span>
  );
};
