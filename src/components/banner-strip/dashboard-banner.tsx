import { useState } from 'react';

import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { useTranslation } from 'react-i18next';

import { ratingScale } from '@shared/banner-rules';

import { PlainIcon } from '@/components/plain/plain-icon';
import { PlainButton } from '@/components/plain/plain-button';
import type { DashboardBannersQuery } from '@/graphql/types';

export type DashboardBannerContent = Pick<
  DashboardBannersQuery['getUserNotificationBanners'][number],
  'bannerId' | 'type' | 'bannerText' | 'bannerColor' | 'ctaButton' | 'minRangeCopy' | 'maxRangeCopy'
>;

type DashboardBannerProps = {
  banner: DashboardBannerContent;
  onDismiss?: () => void;
  onClick?: () => void;
  onAnswer?: (answer: number) => void;
  /** The wizard's preview: the same banner, its controls inert. */
  preview?: boolean;
  busy?: boolean;
};

/**
 * One banner as the dashboard shows it (spec 01 §2): text banners with an optional button,
 * rating banners with their scale, end labels and submit; a dismiss control on both. The
 * wizard's preview renders this same component so what is reviewed is what is shown.
 */
export const DashboardBanner = ({ banner, onDismiss, onClick, onAnswer, preview = false, busy = false }: DashboardBannerProps) => {
  const { t } = useTranslation('shell');
  const [answer, setAnswer] = useState<number | null>(null);
  const scale = ratingScale(banner.type);
  return (
    <div
      data-testid={preview ? 'banner-preview' : 'dashboard-banner'}
      data-banner-id={banner.bannerId}
      style={{
        background: banner.bannerColor,
        padding: '12px 16px',
        borderRadius: preview ? 8 : 0,
        ...(preview ? { border: '1px solid #d9d9d9' } : { borderBottom: '1px solid rgba(0, 0, 0, 0.06)' }),
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
        <strong style={{ flex: '1 1 280px', color: 'rgba(0, 0, 0, 0.88)', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{banner.bannerText}</strong>
        {scale.length === 0 && banner.ctaButton && (
          <PlainButton variant="primary" onClick={preview ? undefined : onClick} disabled={busy}>
            {banner.ctaButton.label}
          </PlainButton>
        )}
        {scale.length > 0 && (
          <div role="group" aria-label={banner.bannerText} style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
            <span className="plain-secondary">{banner.minRangeCopy || t('bannerStrip.leastLikely')}</span>
            {scale.map((value) => (
              <PlainButton
                key={value}
                size="small"
                shape="circle"
                variant={answer === value ? 'primary' : 'default'}
                aria-pressed={answer === value}
                onClick={() => setAnswer(value)}
              >
                {value}
              </PlainButton>
            ))}
            <span className="plain-secondary">{banner.maxRangeCopy || t('bannerStrip.mostLikely')}</span>
            <PlainButton variant="primary" disabled={answer === null || busy || preview} onClick={() => answer !== null && onAnswer?.(answer)}>
              {banner.ctaButton?.label || t('bannerStrip.submit')}
            </PlainButton>
          </div>
        )}
        <PlainButton
          variant="text"
          size="small"
          icon={<PlainIcon definition={CloseOutlined} aria-hidden />}
          aria-label={t('bannerStrip.dismiss')}
          onClick={preview ? undefined : onDismiss}
          disabled={busy}
        />
      </div>
    </div>
  );
};
