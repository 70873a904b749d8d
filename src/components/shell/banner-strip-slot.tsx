import { DashboardBanner } from '@/components/banner-strip/dashboard-banner';
import { useDashboardBanner } from '@/components/banner-strip/use-dashboard-banner';

/** The strip at the top of every page where the dashboard banner shows (spec 01 §2). */
export const BannerStripSlot = () => {
  const { banner, busy, dismiss, click, answer } = useDashboardBanner();
  return (
    <div data-testid="banner-strip" role="region" aria-live="polite">
      {banner ? <DashboardBanner key={banner.bannerId} banner={banner} busy={busy} onDismiss={dismiss} onClick={click} onAnswer={answer} /> : null}
    </div>
  );
};
