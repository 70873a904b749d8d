import MoreOutlined from '@ant-design/icons-svg/es/asn/MoreOutlined';
import { useTranslation } from 'react-i18next';

import { PlainChip } from '@/components/plain/plain-chip';
import { PlainIcon } from '@/components/plain/plain-icon';
import { PlainMenuButton } from '@/components/plain/plain-menu-button';
import { type PlainColumn, PlainTable } from '@/components/plain/plain-table';
import type { NotificationBannersHistoryQuery } from '@/graphql/types';

import { expiryLabel, sortedPlatforms, tierChips, usDate } from './banner-labels';
import { EllipsisText } from './ellipsis-text';

import './banners.css';

export type HistoryBanner = NotificationBannersHistoryQuery['getAllNotificationBanners'][number];

type BannerHistoryTableProps = {
  banners: HistoryBanner[];
  testId: string;
  onToggle: (banner: HistoryBanner) => void;
  onEdit: (banner: HistoryBanner) => void;
  onDelete: (banner: HistoryBanner) => void;
  onShowChanges: (banner: HistoryBanner) => void;
};

/** One of the history lists (spec 01 §2), plus each banner's recorded figures. */
export const BannerHistoryTable = ({ banners, testId, onToggle, onEdit, onDelete, onShowChanges }: BannerHistoryTableProps) => {
  const { t } = useTranslation('banners');
  const columns: Array<PlainColumn<HistoryBanner>> = [
    { key: 'createdAt', title: t('history.columns.createdAt'), width: 120, render: (banner) => usDate(banner.createdAt) },
    { key: 'employee', title: t('history.columns.employee'), width: 140, render: (banner) => banner.creatorName },
    {
      key: 'bannerId',
      title: t('history.columns.bannerId'),
      render: (banner) => (
        <div className="banner-history-stack">
          <span className="plain-strong">{banner.bannerId}</span>
          <EllipsisText text={banner.bannerText} maxWidth={360} />
        </div>
      ),
    },
    {
      key: 'expiry',
      title: t('history.columns.expiry'),
      width: 130,
      render: (banner) => (
        <div className="banner-history-stack" data-align="start" style={{ gap: 2 }}>
          <span>{expiryLabel(banner.expirationTime)}</span>
          {banner.expirationTime <= Date.now() && <PlainChip color="red">{t('history.expired')}</PlainChip>}
        </div>
      ),
    },
    {
      key: 'tiers',
      title: t('history.columns.tiers'),
      render: (banner) => tierChips(banner.showToProduct).map((code) => <PlainChip key={code}>{code === 'All' ? t('history.all') : code}</PlainChip>),
    },
    {
      key: 'platforms',
      title: t('history.columns.platforms'),
      render: (banner) => sortedPlatforms(banner.showToPlatform).map((platform) => <PlainChip key={platform}>{platform}</PlainChip>),
    },
    { key: 'figures', title: t('history.columns.figures'), render: (banner) => <BannerFigures banner={banner} /> },
    {
      key: 'actions',
      title: t('history.columns.actions'),
      width: 80,
      render: (banner) => (
        <PlainMenuButton
          icon={<PlainIcon definition={MoreOutlined} aria-hidden />}
          aria-label={t('history.actions.menu', { bannerId: banner.bannerId })}
          items={[
            { key: 'toggle', label: t(banner.enabled ? 'history.actions.deactivate' : 'history.actions.activate'), onClick: () => onToggle(banner) },
            { key: 'edit', label: t('history.actions.edit'), onClick: () => onEdit(banner) },
            { key: 'changes', label: t('history.actions.changes'), onClick: () => onShowChanges(banner) },
            { key: 'delete', label: t('history.actions.delete'), danger: true, onClick: () => onDelete(banner) },
          ]}
        />
      ),
    },
  ];
  return (
    <div data-testid={testId}>
      <PlainTable rowKey={(banner) => banner.bannerId} columns={columns} rows={banners} loadingLabel={t('history.loading')} emptyText={t('history.empty')} />
    </div>
  );
};

/** Shown, clicked, dismissed; for rating banners the answers and how they spread. */
const BannerFigures = ({ banner }: { banner: HistoryBanner }) => {
  const { t } = useTranslation('banners');
  const { stats } = banner;
  const rating = banner.type !== 'text';
  return (
    <div className="banner-history-stack" data-testid={`figures-${banner.bannerId}`} style={{ fontSize: 12 }}>
      <span>{t('history.figures.impressions', { count: stats.impressions })}</span>
      {!rating && <span>{t('history.figures.clicks', { count: stats.clicks })}</span>}
      <span>{t('history.figures.dismissals', { count: stats.dismissals })}</span>
      {rating && <span>{t('history.figures.answers', { count: stats.answers })}</span>}
      {rating && stats.answerDistribution.length > 0 && (
        <span data-testid={`answers-${banner.bannerId}`}>
          {t('history.answerDistribution', { values: stats.answerDistribution.map((entry) => `${entry.answer}×${entry.count}`).join(', ') })}
        </span>
      )}
    </div>
  );
};
