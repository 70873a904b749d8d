import { useEffect, useRef, useState } from 'react';

import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { buildPath } from '@/routes/route-table';

import type { StoredBanner } from './banner-form';
import { BannerHistory } from './banner-history';
import { BannerWizard } from './banner-wizard';
import { PageTitle } from '@/components/page-title/page-title';

type BannersTab = 'create' | 'history' | 'edit';

const tabOfHash = (hash: string): BannersTab | null => {
  const name = hash.replace(/^#/, '');
  return name === 'create' || name === 'history' || name === 'edit' ? name : null;
};

/**
 * /banners (spec 01 §2): the wizard at #create, the lists at #history, and #edit while a banner
 * is being edited. The hash decides create or edit mode; entering #create starts a fresh form.
 */
export const BannersPage = () => {
  const { t } = useTranslation('banners');
  const location = useLocation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<StoredBanner | null>(null);
  // Bumped on every entry into #create, so the wizard starts again from the defaults.
  const [formRound, setFormRound] = useState(0);
  const requested = tabOfHash(location.hash);
  const tab: BannersTab = requested === 'edit' && !editing ? 'history' : (requested ?? 'create');
  const previousTab = useRef<BannersTab | null>(null);

  useEffect(() => {
    if (location.hash !== `#${tab}`) void navigate(buildPath('banners', { hash: tab }), { replace: true });
  }, [location.hash, navigate, tab]);

  useEffect(() => {
    if (tab === 'create' && previousTab.current !== null && previousTab.current !== 'create') setFormRound((round) => round + 1);
    previousTab.current = tab;
  }, [tab]);

  // Leaving for another tab ends the edit; the Edit tab exists only while a banner is being edited.
  // The edit ends once the address has left #edit: ending it first would read "#edit without a
  // banner" for one render and replace the tab the person chose by #history.
  // Only a move away from #edit ends it: right after "Edit banner" the address still says #history.
  const previousRequested = useRef(requested);
  useEffect(() => {
    if (previousRequested.current === 'edit' && requested !== 'edit') setEditing(null);
    previousRequested.current = requested;
  }, [requested]);
  const go = (next: BannersTab) => void navigate(buildPath('banners', { hash: next }));
  const startAgain = () => {
    setFormRound((round) => round + 1);
    go('create');
  };

  const items = [
    {
      key: 'create',
      label: t('page.tabs.create'),
      children: tab === 'create' ? <BannerWizard key={`create-${formRound}`} banner={null} onCreateAnother={startAgain} onDone={() => go('history')} /> : null,
    },
    {
      key: 'history',
      label: t('page.tabs.history'),
      children:
        tab === 'history' ? (
          <BannerHistory
            onEdit={(banner) => {
              setEditing(banner);
              go('edit');
            }}
          />
        ) : null,
    },
    ...(editing
      ? [
          {
            key: 'edit',
            label: t('page.tabs.edit'),
            children: <BannerWizard key={`edit-${editing.bannerId}`} banner={editing} onCreateAnother={startAgain} onDone={() => go('history')} />,
          },
        ]
      : []),
  ];

  return (
    <div data-testid="banners-page">
      <PageTitle>{t('page.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('page.internalNote')}</Typography.Paragraph>
      <Tabs activeKey={tab} items={items} onChange={(key) => go(key as BannersTab)} destroyInactiveTabPane />
    </div>
  );
};
