import { useEffect, useState } from 'react';

import { Button, Empty, Image, Modal, Result, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { FEATURE_UPDATES_SITE_URL } from '@/config/links';
import { useFormatting } from '@/providers/formatting';
import { useGeneralMetadata } from '@/providers/metadata';

import { LAST_SEEN_KEY, useFeatureUpdates } from './feature-updates';

/** Pages through the latest feature updates; opening it marks them seen (spec 01 §2, §4). */
export const WhatsNewDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('shell');
  const format = useFormatting();
  const { data: updates, isLoading, isError } = useFeatureUpdates();
  const { write } = useGeneralMetadata();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!open) return;
    setIndex(0);
    // The dot then stays until the next opening: said in the console, nothing else is lost.
    void write(LAST_SEEN_KEY, new Date().toISOString()).catch((error: unknown) => console.error('What’s new: the last-seen time was not saved', error));
  }, [open, write]);

  const update = updates?.[index];
  const body = (() => {
    if (isLoading)
      return (
        <Spin tip={t('status.loading')}>
          <div style={{ height: 120 }} />
        </Spin>
      );
    if (isError) return <Result status="warning" title={t('status.somethingWentWrong')} />;
    if (!update) return <Empty description={t('whatsNew.empty')} />;
    return (
      <Space direction="vertical" style={{ width: '100%' }} data-testid="whats-new-entry">
        {update.mainImage && <Image src={update.mainImage} alt="" preview={false} style={{ borderRadius: 12 }} />}
        {/* An h2: the dialog sits over a page whose h1 is the screen (headings may not skip levels). */}
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {update.name}
        </Typography.Title>
        <Typography.Text type="secondary">{t('whatsNew.publishedOn', { date: format.date(update.publishedOn) })}</Typography.Text>
        <Typography.Paragraph>{update.summary}</Typography.Paragraph>
        <Typography.Link href={`${FEATURE_UPDATES_SITE_URL}/${encodeURIComponent(update.slug)}`} target="_blank" rel="noreferrer">
          {t('whatsNew.readMore')}
        </Typography.Link>
      </Space>
    );
  })();

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('whatsNew.title')}
      footer={
        <Space>
          <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {t('whatsNew.previous')}
          </Button>
          <Typography.Text type="secondary">{updates?.length ? `${index + 1} / ${updates.length}` : ''}</Typography.Text>
          <Button disabled={!updates || index >= updates.length - 1} onClick={() => setIndex(index + 1)}>
            {t('whatsNew.next')}
          </Button>
        </Space>
      }
    >
      {body}
    </Modal>
  );
};
