import type { ReactNode } from 'react';

import { Button, Popconfirm } from 'antd';
import type { ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';

import { usePopoverFocus } from './use-popover-focus';

/** Delete and disable actions ask first (spec 02 §5). */
export const ConfirmButton = ({
  question,
  onConfirm,
  okText,
  cancelText,
  children,
  ...button
}: ButtonProps & { question: string; onConfirm: () => Promise<unknown> | void; okText?: string; cancelText?: string; children: ReactNode }) => {
  const { t } = useTranslation('resources');
  // The question takes focus on its safe answer ("No"), and gives it back to this button when closed.
  const focus = usePopoverFocus(false);
  return (
    <Popconfirm
      {...focus.popover}
      title={question}
      okText={okText ?? t('confirm.yes')}
      cancelText={cancelText ?? t('confirm.no')}
      cancelButtonProps={{ autoFocus: true }}
      onConfirm={() => onConfirm()}
    >
      <Button ref={focus.opener} aria-haspopup="dialog" aria-expanded={focus.open} {...button}>
        {children}
      </Button>
    </Popconfirm>
  );
};
