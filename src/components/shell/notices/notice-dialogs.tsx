import { Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { clearSession } from '@/providers/auth/token-store';

/** After a long disconnection (spec 01 §2 connection notice): close, or reload what is shown. */
export const WelcomeBackDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('shell');
  return (
    <Modal
      open={open}
      title={t('welcomeBack.title')}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('welcomeBack.close')}
        </Button>,
        <Button key="refresh" type="primary" onClick={() => window.location.reload()}>
          {t('welcomeBack.refresh')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('welcomeBack.body')}</Typography.Paragraph>
    </Modal>
  );
};

/** The session ended for inactivity: the only way on is signing in again. */
export const ReloginDialog = ({ open }: { open: boolean }) => {
  const { t } = useTranslation('shell');
  return (
    <Modal
      open={open}
      title={t('relogin.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={[
        <Button
          key="login"
          type="primary"
          onClick={() => {
            clearSession();
            window.location.reload();
          }}
        >
          {t('relogin.login')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('relogin.body')}</Typography.Paragraph>
    </Modal>
  );
};

type SubscriptionDialogProps = { notice: 'expired' | 'canceled'; onSettings: () => void; onClose: () => void };

/** Expired and canceled subscription modals (spec 02 §2); both lead to the billing settings. */
export const SubscriptionDialog = ({ notice, onSettings, onClose }: SubscriptionDialogProps) => {
  const { t } = useTranslation('shell');
  return (
    <Modal open closable={notice === 'canceled'} maskClosable={false} onCancel={onClose} title={null} footer={null}>
      <Space direction="vertical" size="large">
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          {notice === 'expired' ? t('subscription.expired') : t('subscription.canceled')}
        </Typography.Title>
        <Space>
          <Button type="primary" onClick={onSettings}>
            {t('subscription.settings')}
          </Button>
          {notice === 'canceled' && <Button onClick={onClose}>{t('subscription.close')}</Button>}
        </Space>
      </Space>
    </Modal>
  );
};
