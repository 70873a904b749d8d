import { useLogout } from '@refinedev/core';
import { Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import type { LogoutParams } from '@/providers/auth/auth-provider';

/** Logout asks where: on every device, or here only (spec 02 §2). */
export const LogoutDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('account');
  const { mutate: logout, isPending } = useLogout<LogoutParams>();
  return (
    <Modal open={open} title={t('logout.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph>{t('logout.body')}</Typography.Paragraph>
      <Space wrap>
        <Button danger loading={isPending} onClick={() => logout({ everywhere: true })}>
          {t('logout.everywhere')}
        </Button>
        <Button type="primary" loading={isPending} onClick={() => logout({ everywhere: false })}>
          {t('logout.here')}
        </Button>
      </Space>
    </Modal>
  );
};
