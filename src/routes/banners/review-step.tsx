import type { Dispatch } from 'react';

import { Card, Descriptions, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { DashboardBanner } from '@/components/banner-strip/dashboard-banner';

import { BannerFormAction, BannerFormState, bannerDataOf } from './banner-form';
import { expiryLabel, sortedPlatforms, tierChips } from './banner-labels';

type ReviewStepProps = { state: BannerFormState; dispatch: Dispatch<BannerFormAction>; now: number };

/** Step 3 (spec 01 §2): the banner as it will be stored and shown, with its active switch. */
export const ReviewStep = ({ state, dispatch, now }: ReviewStepProps) => {
  const { t } = useTranslation('banners');
  const data = bannerDataOf(state, now);
  const platforms = sortedPlatforms(data.showToPlatform).map((platform) => t(platform === 'web' ? 'details.platformWeb' : 'details.platformDashboard'));
  return (
    <Card title={t('review.title')} style={{ maxWidth: 880 }} data-testid="banner-review-step">
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('review.bannerId')}>
          <Typography.Text strong data-testid="review-banner-id">
            {state.bannerId}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('review.status')}>
          <Space>
            <Switch
              checked={state.enabled}
              onChange={(enabled) => dispatch({ type: 'setEnabled', enabled })}
              aria-label={t('review.statusSwitch')}
              data-testid="review-active"
            />
            <span>{state.enabled ? t('review.active') : t('review.inactive')}</span>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('review.preview')}>
          <DashboardBanner
            banner={{ ...data, bannerId: state.bannerId, type: state.type, minRangeCopy: data.minRangeCopy ?? null, maxRangeCopy: data.maxRangeCopy ?? null }}
            preview
          />
        </Descriptions.Item>
        {state.type === 'text' && (
          <Descriptions.Item label={t('review.link')}>
            <span data-testid="review-link">{data.ctaButton?.url || '-'}</span>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('review.expiresOn')}>
          <span data-testid="review-expiry">{expiryLabel(data.expirationTime)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('review.productCodes')}>
          {tierChips(data.showToProduct).map((code) => (
            <Tag key={code}>{code === 'All' ? t('history.all') : code}</Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('review.platforms')}>
          {platforms.map((platform) => (
            <Tag key={platform}>{platform}</Tag>
          ))}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {t('review.where', { platforms: platforms.join(' / ') })}
      </Typography.Paragraph>
    </Card>
  );
};
