import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { buildPath } from '@/routes/route-table';

/** Groups need a paid plan: the disabled Groups item opens this (spec 01 §2). */
export const UpgradeDialog = ({ organizationId, open, onClose }: { organizationId: string; open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      title={t('upgrade.title')}
      okText={t('upgrade.upgrade')}
      cancelText={t('upgrade.notNow')}
      onCancel={onClose}
      onOk={() => {
        onClose();
        void navigate(buildPath('dashboardOrganizationUpgrade', { organizationId }));
      }}
    >
      <Typography.Paragraph>{t('upgrade.body')}</Typography.Paragraph>
    </Modal>
  );
};
