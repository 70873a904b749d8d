import type { ReactNode } from 'react';

import { Button, Popconfirm } from 'antd';
import type { ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** Delete and disable actions ask first (spec 02 §5). */
export const ConfirmButton = ({
  question,
  onConfirm,
  children,
  ...button
}: ButtonProps & { question: string; onConfirm: () => Promise<unknown> | void; children: ReactNode }) => {
  const { t } = useTranslation('resources');
  return (
    <Popconfirm title={question} okText={t('confirm.yes')} cancelText={t('confirm.no')} onConfirm={() => onConfirm()}>
      <Button {...button}>{children}</Button>
    </Popconfirm>
  );
};
