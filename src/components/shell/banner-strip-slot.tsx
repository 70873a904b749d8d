import { useLayoutEffect } from 'react';

import { useTranslation } from 'react-i18next';

import { DashboardBanner } from '@/components/banner-strip/dashboard-banner';
import { useDashboardBanner } from '@/components/banner-strip/use-dashboard-banner';

/**
 * The strip at the top of every page where the dashboard banner shows (spec 01 §2). `onSettled`
 * is told, before the browser paints, once the strip has its first banner or knows it has none.
 */
export const BannerStripSlot = ({ onSettled }: { onSettled: () => void }) => {
  const { t } = useTranslation('shell');
  const { banner, settled, busy, dismiss, click, answer } = useDashboardBanner();
  useLayoutEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  // A polite live region: a banner arriving live (a subscription) is read out without moving focus.
  return (
    <div data-testid="banner-strip" role="region" aria-label={t('bannerStrip.label')} aria-live="polite">
      {banner ? <DashboardBanner key={banner.bannerId} banner={banner} busy={busy} onDismiss={dismiss} onClick={click} onAnswer={answer} /> : null}
    </div>
  );
};
