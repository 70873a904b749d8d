import { Drawer, Flex, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

import type { HistoryBanner } from './banner-history-table';
import { US_DATE } from './banner-labels';

/** Every change of one banner, oldest first: what, when, by whom, and the targets at that moment. */
export const BannerChangesDrawer = ({ banner, onClose }: { banner: HistoryBanner | null; onClose: () => void }) => {
  const { t } = useTranslation('banners');
  return (
    <Drawer open={banner !== null} onClose={onClose} width={480} title={banner ? t('history.changesTitle', { bannerId: banner.bannerId }) : ''}>
      {banner && (
        <Timeline
          data-testid="banner-changes"
          items={banner.changeHistory.map((change) => ({
            key: `${change.timestamp}-${change.text}`,
            children: (
              <Flex vertical gap={4}>
                <Typography.Text strong>{change.text}</Typography.Text>
                <Typography.Text type="secondary">
                  {dayjs(change.timestamp).format(`${US_DATE} HH:mm`)} {t('history.changeBy', { name: change.updatedByName })}
                </Typography.Text>
                <Typography.Text>{change.bannerText}</Typography.Text>
                <span>
                  {change.showToProduct.map((code) => (
                    <Tag key={code}>{code}</Tag>
                  ))}
                  {change.showToPlatform.map((platform) => (
                    <Tag key={platform} color="blue">
                      {platform}
                    </Tag>
                  ))}
                </span>
              </Flex>
            ),
          }))}
        />
      )}
    </Drawer>
  );
};
