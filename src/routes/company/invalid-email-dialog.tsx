import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** "Invalid email" (spec 02 §5): antd's error dialog, loaded the first time someone needs it. */
export const InvalidEmailDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('group');
  return (
    <Modal
      open={open}
      title={t('add.invalid.title')}
      onCancel={onClose}
      onOk={onClose}
      // One answer: the dialog only tells.
      footer={(_, { OkBtn }) => <OkBtn />}
      data-testid="invalid-email-dialog"
    >
      {t('add.invalid.body')}
    </Modal>
  );
};
