import { Suspense, useCallback, useEffect, useRef, useState } from 'react';

import { useGetIdentity } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

import { lazyAntd } from '@/components/antd-scope/lazy-antd';
import { Spinner } from '@/components/plain/spinner';
import type { CurrentUser } from '@/providers/auth/current-user';
import { useSessionEvents } from '@/providers/auth/use-session-events';
import { FollowSavedLanguage } from '@/providers/language-preference';
import { markFirstPageShown } from '@/providers/startup/after-first-page';
import { WorkspaceProvider } from '@/providers/workspace/workspace-context';

import { BannerStripSlot } from './banner-strip-slot';
import { ConnectionNotices, SubscriptionNotices } from './notices/shell-notices';
import { Sidebar } from './sidebar/sidebar';
import { Trays } from './trays/trays';

/** antd's Tour is loaded only when the tour is asked for (showMainGuide=true), not on every first page. */
const MainTour = lazyAntd(() => import('./main-tour').then((module) => module.MainTour));

/**
 * How long the page waits, hidden, for the banner strip's first answer once the identity has
 * answered (the page cannot show before it: its gates read it). The strip sits above the page:
 * filled after the page had shown, it pushed the whole page down (issue 31: a layout shift of 0.11
 * on a phone, where the identity often answers a few milliseconds before the banners). Counted
 * from the shell's first render instead, a slow identity used up the wait (seen once on a busy
 * machine). A banner answer slower than this is shown when it comes, as before.
 */
const STRIP_WAIT_MS = 1500;
/** Once the identity is known, the shell's secondary requests wait for the first page this long at most (after-first-page.ts). */
const FIRST_PAGE_WAIT_MS = 3000;

/**
 * Rendered beside the page, inside its Suspense boundary: committed once the page's code is in and
 * it has rendered. The page asks for its data once the identity is known (its gates read it), so the
 * shell's own requests go then too, beside the page's, not before them.
 */
const FirstPageShown = ({ identityKnown }: { identityKnown: boolean }) => {
  useEffect(() => {
    if (identityKnown) markFirstPageShown();
  }, [identityKnown]);
  return null;
};

export const PageLoading = () => (
  <div style={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
    <Spinner />
  </div>
);

/**
 * Every signed-in page: sidebar, banner strip, page, trays and the shell's notices. The shell is
 * plain elements; the page brings antd if it uses it (route-pages.tsx).
 */
export const ShellLayout = () => {
  const { data: user, status: identityStatus } = useGetIdentity<CurrentUser>();
  const tourAsked = new URLSearchParams(useLocation().search).get('showMainGuide') === 'true';
  useSessionEvents(user?.id);
  const { t } = useTranslation('shell');
  const main = useRef<HTMLElement>(null);
  const [stripSettled, setStripSettled] = useState(false);
  const markStripSettled = useCallback(() => setStripSettled(true), []);
  // Answered or failed: a failed identity shows its own message, which must not stay hidden either.
  const identityAnswered = identityStatus !== 'pending';
  useEffect(() => {
    if (!identityAnswered) return undefined;
    const timer = setTimeout(markStripSettled, STRIP_WAIT_MS);
    return () => clearTimeout(timer);
  }, [identityAnswered, markStripSettled]);
  // A page whose code is slow to come (or fails) does not hold the shell's requests for long.
  const identityKnown = user !== undefined;
  useEffect(() => {
    if (!identityKnown) return undefined;
    const timer = setTimeout(markFirstPageShown, FIRST_PAGE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [identityKnown]);
  return (
    <WorkspaceProvider>
      {/* The first tab stop: past the sidebar to the page. Focus is moved by hand, as the address's hash names page sections. */}
      <a
        href="#main-content"
        className="plain-skip-link"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
        data-testid="skip-link"
      >
        {t('skipToContent')}
      </a>
      <div className="lumen-shell" style={{ display: 'flex', minHeight: '100vh' }}>
        <Sidebar />
        <div style={{ display: 'flex', flexDirection: 'column', flex: 'auto', minWidth: 0 }}>
          <BannerStripSlot onSettled={markStripSettled} />
          {/* Mounted at once (the page asks for its data beside the identity), shown once the strip above it has settled. */}
          <main
            id="main-content"
            ref={main}
            tabIndex={-1}
            style={{
              flex: 'auto',
              padding: 24,
              paddingBottom: 'calc(24px + var(--trays-height, 0px))',
              outline: 'none',
              visibility: stripSettled ? undefined : 'hidden',
            }}
            data-strip-settled={stripSettled}
          >
            <Suspense fallback={<PageLoading />}>
              <Outlet />
              <FirstPageShown identityKnown={identityKnown} />
            </Suspense>
          </main>
        </div>
      </div>
      <Trays />
      <ConnectionNotices />
      <FollowSavedLanguage />
      <SubscriptionNotices />
      {tourAsked && (
        <Suspense fallback={null}>
          <MainTour />
        </Suspense>
      )}
    </WorkspaceProvider>
  );
};
