import type { ReactNode } from 'react';

import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';

import './plain-parts.css';
import { PlainIcon } from './plain-icon';

type AlertType = 'info' | 'success' | 'warning' | 'error';

const ICONS: Record<AlertType, ReactNode> = {
  info: <PlainIcon definition={InfoCircleFilled} aria-hidden />,
  success: <PlainIcon definition={CheckCircleFilled} aria-hidden />,
  warning: <PlainIcon definition={ExclamationCircleFilled} aria-hidden />,
  error: <PlainIcon definition={CloseCircleFilled} aria-hidden />,
};

type Props = {
  type?: AlertType;
  message: ReactNode;
  description?: ReactNode;
  /** Instead of the type's icon (a rocket on a call to upgrade); decorative, the message says it. */
  icon?: ReactNode;
  action?: ReactNode;
  /** Closable: a close button, named by `closeLabel`, that calls this. */
  onClose?: () => void;
  closeLabel?: string;
  'data-testid'?: string;
};

/**
 * antd's Alert (with its icon) without antd. It keeps antd's role "alert": the notices it shows
 * (read only, locked, cannot edit here) are what a screen reader should hear when they appear.
 */
export const PlainAlert = ({ type = 'info', message, description, icon, action, onClose, closeLabel, 'data-testid': testId }: Props) => (
  <div role="alert" className="plain-alert" data-type={type} data-with-description={!!description} data-testid={testId}>
    <span className="plain-alert-icon">{icon ?? ICONS[type]}</span>
    <div className="plain-alert-content">
      <div className="plain-alert-message">{message}</div>
      {description ? <div className="plain-alert-description">{description}</div> : null}
    </div>
    {action ? <div className="plain-alert-action">{action}</div> : null}
    {onClose ? (
      <button type="button" className="plain-alert-close" aria-label={closeLabel} onClick={onClose}>
        <PlainIcon definition={CloseOutlined} aria-hidden />
      </button>
    ) : null}
  </div>
);
