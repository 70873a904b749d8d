import { useEffect } from 'react';

import { Tour } from 'antd';
import type { TourProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

export const TOUR_DONE_KEY = 'lumen.mainTourDone';

const target = (testId: string) => () => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`) as HTMLElement;

/**
 * The main dashboard tour: opened by showMainGuide=true (the restart-tour link, or
 * /d/organization/{id}/showMainGuide); finishing it removes the value and remembers the tour as done.
 */
export const MainTour = () => {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  const open = query.get('showMainGuide') === 'true';
  const close = () => {
    localStorage.setItem(TOUR_DONE_KEY, 'true');
    query.delete('showMainGuide');
    const search = query.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  };
  // antd's Tour neither takes focus nor hears Escape (issue 27): focus goes to its buttons, Escape
  // ends it, and focus then returns to the restart link that opened it (the page's content otherwise).
  useEffect(() => {
    if (!open) return;
    let tries = 0;
    let frame = requestAnimationFrame(function focusPanel() {
      const button = document.querySelector<HTMLElement>('.ant-tour .ant-tour-buttons button, .ant-tour .ant-tour-close');
      if (button) button.focus();
      else if (tries++ < 60) frame = requestAnimationFrame(focusPanel);
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      const restart = document.querySelector<HTMLElement>('[data-testid="sidebar-restart-tour"]');
      // On a phone the restart link is in the closed menu: the page's content then.
      (restart?.checkVisibility() ? restart : document.getElementById('main-content'))?.focus();
    };
    // close reads the address of this render; the listener is set again when the tour opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const steps: TourProps['steps'] = [
    { title: t('tour.sidebar.title'), description: t('tour.sidebar.body'), target: target('sidebar'), placement: 'right' },
    { title: t('tour.whatsNew.title'), description: t('tour.whatsNew.body'), target: target('sidebar-whats-new'), placement: 'right' },
    { title: t('tour.account.title'), description: t('tour.account.body'), target: target('account-menu-button'), placement: 'right' },
    { title: t('tour.restart.title'), description: t('tour.restart.body'), target: target('sidebar-restart-tour'), placement: 'right' },
  ];
  return <Tour open={open} steps={steps} onClose={close} onFinish={close} />;
};
