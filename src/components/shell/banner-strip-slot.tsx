import { useTranslation } from 'react-i18next';

import { DashboardBanner } from '@/components/banner-strip/dashboard-banner';
import { useDashboardBanner } from '@/components/banner-strip/use-dashboard-banner';

/** The strip at the top of every page where the dashboard banner shows (spec 01 §2). */
export const BannerStripSlot = () => {
  const { t } = useTranslation('shell');
  const { banner, busy, dismiss, click, answer } = useDashboardBanner();
  // A polite live region: a banner arriving live (a subscription) is read out without moving focus.
  return (
    <div data-testid="banner-strip" role="region" aria-label={t('bannerStrip.label')} aria-live="polite">
      {banner ? <DashboardBanner key={banner.bannerId} banner={banner} busy={busy} onDismiss={dismiss} onClick={click} onAnswer={answer} /> : null}
    </div>
  );
};
