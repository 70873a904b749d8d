import { Suspense, useEffect, useState } from 'react';

import { useNotification } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { print } from 'graphql';
import { useTranslation } from 'react-i18next';

import { toAppError } from '@/errors/normalize-error';
import type { NotificationBannersHistoryQuery, UpdateNotificationBannerMutationVariables } from '@/graphql/types';
import { liveClient } from '@/providers/data';
import { runOperation } from '@/providers/data/graphql-operation';
import { liveSink } from '@/providers/live/live-sink';
import { lazyAntd, useOpenedOnce } from '@/components/antd-scope/lazy-antd';
import { SectionTitle } from '@/components/page-title/section-title';
import { PlainAlert } from '@/components/plain/plain-alert';
import { Spinner } from '@/components/plain/spinner';

import { BannerHistoryTable, type HistoryBanner } from './banner-history-table';
import {
  BannerFiguresChangedDocument,
  NotificationBannersChangedDocument,
  NotificationBannersHistoryDocument,
  UpdateNotificationBannerDocument,
} from '@/graphql/types';

const HISTORY_KEY = ['banner-history'];

// The history is plain (issue 31): antd comes only with the delete question or a banner's changes, the first time one opens.
const BannerDeleteDialog = lazyAntd(async () => (await import('./banner-delete-dialog')).BannerDeleteDialog);
const BannerChangesDrawer = lazyAntd(async () => (await import('./banner-changes-drawer')).BannerChangesDrawer);

type BannerHistoryProps = { onEdit: (banner: HistoryBanner) => void };

/** The history tab (spec 01 §2, §8): active and inactive banners with their actions, kept current live. */
export const BannerHistory = ({ onEdit }: BannerHistoryProps) => {
  const { t } = useTranslation('banners');
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<HistoryBanner | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [changesOf, setChangesOf] = useState<HistoryBanner | null>(null);
  const deleteMounted = useOpenedOnce(deleting !== null);
  const changesMounted = useOpenedOnce(changesOf !== null);
  const history = useQuery({ queryKey: HISTORY_KEY, queryFn: () => runOperation(NotificationBannersHistoryDocument) });

  // Any banner change, and any click, answer or dismissal, refetches the lists and their figures.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
    const stops = [NotificationBannersChangedDocument, BannerFiguresChangedDocument].map((document) =>
      liveClient.subscribe({ query: print(document) }, liveSink('banner history', refetch)),
    );
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);

  const patchLocally = (change: (banners: HistoryBanner[]) => HistoryBanner[]) =>
    queryClient.setQueryData<NotificationBannersHistoryQuery>(HISTORY_KEY, (data) =>
      data ? { getAllNotificationBanners: change(data.getAllNotificationBanners) } : data,
    );

  const update = (banner: HistoryBanner, bannerData: UpdateNotificationBannerMutationVariables['bannerData']) =>
    runOperation(UpdateNotificationBannerDocument, {
      bannerId: banner.bannerId,
      bannerData,
    });

  // Spec 01 §8: a translated 'error' or 'success' toast; the list changes only when the server agreed.
  const toggle = async (banner: HistoryBanner) => {
    try {
      const result = await update(banner, { enabled: !banner.enabled });
      patchLocally((banners) =>
        banners.map((item) => (item.bannerId === banner.bannerId ? { ...item, enabled: result.updateNotificationBanner.enabled } : item)),
      );
      open?.({ type: 'success', message: t('history.toggled'), key: `banner-toggle-${banner.bannerId}` });
    } catch {
      open?.({ type: 'error', message: t('history.toggleFailed'), key: `banner-toggle-${banner.bannerId}` });
    }
  };

  // Spec 01 §8: a failed delete shows the server's message; a done one closes the modal and leaves the list.
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await update(deleting, { deleted: true });
      patchLocally((banners) => banners.filter((item) => item.bannerId !== deleting.bannerId));
      open?.({ type: 'success', message: t('history.deleted'), key: `banner-delete-${deleting.bannerId}` });
      setDeleting(null);
    } catch (error) {
      open?.({ type: 'error', message: toAppError(error).message, key: `banner-delete-${deleting.bannerId}` });
    } finally {
      setDeleteBusy(false);
    }
  };

  if (history.isLoading) {
    return (
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: 48 }} data-testid="banner-history-loading">
        <Spinner />
        <span>{t('history.loading')}</span>
      </div>
    );
  }
  if (history.isError) return <PlainAlert type="error" message="error" description={toAppError(history.error).message} />;

  const banners = (history.data?.getAllNotificationBanners ?? []).filter((banner) => !banner.deleted);
  const tableProps = { onToggle: toggle, onEdit, onDelete: setDeleting, onShowChanges: setChangesOf };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 32 }} data-testid="banner-history">
      <section>
        <SectionTitle>{t('history.active')}</SectionTitle>
        <BannerHistoryTable banners={banners.filter((banner) => banner.enabled)} testId="banners-active" {...tableProps} />
      </section>
      <section>
        <SectionTitle>{t('history.inactive')}</SectionTitle>
        <BannerHistoryTable banners={banners.filter((banner) => !banner.enabled)} testId="banners-inactive" {...tableProps} />
      </section>
      {deleteMounted && (
        <Suspense fallback={null}>
          <BannerDeleteDialog open={deleting !== null} busy={deleteBusy} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
        </Suspense>
      )}
      {changesMounted && (
        <Suspense fallback={null}>
          <BannerChangesDrawer banner={changesOf} onClose={() => setChangesOf(null)} />
        </Suspense>
      )}
    </div>
  );
};
