import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

type BannerDeleteDialogProps = { open: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** "Delete Banner?" (spec 01 §8): antd's Modal, fetched with antd the first time a delete is asked for (banner-history.tsx). */
export const BannerDeleteDialog = ({ open, busy, onConfirm, onCancel }: BannerDeleteDialogProps) => {
  const { t } = useTranslation('banners');
  return (
    <Modal
      open={open}
      title={t('history.deleteTitle')}
      okText={t('history.deleteConfirm')}
      cancelText={t('history.deleteCancel')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      {t('history.deleteQuestion')}
    </Modal>
  );
};
