import { Suspense, useEffect, useRef, useState } from 'react';

import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { lazyAntd } from '@/components/antd-scope/lazy-antd';
import { PageTitle } from '@/components/page-title/page-title';
import { PlainSkeleton } from '@/components/plain/plain-skeleton';
import { PlainTabs } from '@/components/plain/plain-tabs';
import { buildPath } from '@/routes/route-table';

import type { StoredBanner } from './banner-form';
import { BannerHistory } from './banner-history';

/**
 * The wizard (antd forms, steps, date pickers) comes with antd when #create or #edit is first shown:
 * the history is plain (issue 31). Its place keeps about the wizard's height meanwhile.
 */
const BannerWizard = lazyAntd(async () => (await import('./banner-wizard')).BannerWizard);
// About the first step's height on a desktop (steps, six fields, the buttons), so the page does not jump when it arrives.
const wizardLoading = <PlainSkeleton rows={14} style={{ minHeight: 860, maxWidth: 880 }} data-testid="banner-wizard-loading" />;

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

  // Only the open tab's content is drawn (antd's destroyInactiveTabPane did so): a tab left is unmounted.
  const items = [
    {
      key: 'create',
      label: t('page.tabs.create'),
      children:
        tab === 'create' ? (
          <Suspense fallback={wizardLoading}>
            <BannerWizard key={`create-${formRound}`} banner={null} onCreateAnother={startAgain} onDone={() => go('history')} />
          </Suspense>
        ) : null,
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
            children:
              tab === 'edit' ? (
                <Suspense fallback={wizardLoading}>
                  <BannerWizard key={`edit-${editing.bannerId}`} banner={editing} onCreateAnother={startAgain} onDone={() => go('history')} />
                </Suspense>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <div data-testid="banners-page">
      <PageTitle>{t('page.title')}</PageTitle>
      <p className="plain-paragraph plain-secondary">{t('page.internalNote')}</p>
      <PlainTabs activeKey={tab} items={items} onChange={(key) => go(key as BannersTab)} />
    </div>
  );
};
