import { useState } from 'react';

import { Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Deleting a learner needs the word typed (spec 02 §5); the button stays disabled until then. */
export const DELETE_WORD = 'delete';

export const TypeToDeleteDialog = ({
  open,
  title,
  body,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  body: string;
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
}) => {
  const { t } = useTranslation('resources');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={title}
      okText={t('confirm.delete')}
      cancelText={t('confirm.cancel')}
      okButtonProps={{ danger: true, disabled: typed.trim().toLowerCase() !== DELETE_WORD, loading: busy }}
      onCancel={() => {
        setTyped('');
        onClose();
      }}
      onOk={async () => {
        setBusy(true);
        try {
          await onConfirm();
          setTyped('');
          onClose();
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{body}</Typography.Paragraph>
      <Input
        aria-label={t('confirm.typeDelete')}
        placeholder={t('confirm.typeDelete')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        data-testid="type-delete"
      />
    </Modal>
  );
};
