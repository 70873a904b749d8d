import { Suspense, useState } from 'react';

import BulbOutlined from '@ant-design/icons-svg/es/asn/BulbOutlined';
import CompassOutlined from '@ant-design/icons-svg/es/asn/CompassOutlined';
import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import PushpinFilled from '@ant-design/icons-svg/es/asn/PushpinFilled';
import PushpinOutlined from '@ant-design/icons-svg/es/asn/PushpinOutlined';
import { useGetIdentity } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { PlainIcon } from '@/components/plain/plain-icon';
import { lazyAntd, useOpenedOnce } from '@/components/antd-scope/lazy-antd';
import { PlainButton } from '@/components/plain/plain-button';
import { CONSUMER_APP_URL } from '@/config/links';
import { visibleSidebar } from '@/config/sidebar';
import type { CurrentUser } from '@/providers/auth/current-user';
import { useGeneralMetadata } from '@/providers/metadata';
import { useWorkspaces } from '@/providers/workspace/workspace-context';
import { buildPath } from '@/routes/route-table';

import { hasUnseenUpdates, useFeatureUpdates } from '../whats-new/feature-updates';
import { AccountMenu } from './account-menu';
import { SIDEBAR_ICONS } from './sidebar-icons';
import { SidebarLink } from './sidebar-link';
import { useHoverExpand } from './use-hover-expand';
import { useMenuDrawer, useNarrowScreen } from './use-menu-drawer';

import './sidebar.css';

/** The dialogs (antd Modal, Image, Result, Empty) load when first opened, not with every page. */
const WhatsNewDialog = lazyAntd(() => import('../whats-new/whats-new-dialog').then((module) => module.WhatsNewDialog));
const UpgradeDialog = lazyAntd(() => import('./upgrade-dialog').then((module) => module.UpgradeDialog));

export const SIDEBAR_COLLAPSED_WIDTH = 64;
export const SIDEBAR_EXPANDED_WIDTH = 264;

/** Spec 01 §2 sidebar: collapsed, opens on a 500 ms hover, can be pinned; sections by role gates. */
export const Sidebar = () => {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const { data: user } = useGetIdentity<CurrentUser>();
  const { current, isLoading: workspacesLoading } = useWorkspaces();
  const { metadata } = useGeneralMetadata();
  const { data: updates } = useFeatureUpdates();
  const hover = useHoverExpand();
  // On a narrow screen the sidebar is a drawer behind a menu button, always shown expanded.
  const narrow = useNarrowScreen();
  const drawer = useMenuDrawer(narrow);
  const { togglePin, onMouseEnter, onMouseLeave } = hover;
  const pinned = hover.pinned && !narrow;
  const expanded = narrow ? drawer.open : hover.expanded;
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [whatsNewOpen, setWhatsNewOpen] = useState(false);
  const upgradeMounted = useOpenedOnce(upgradeOpen);
  const whatsNewMounted = useOpenedOnce(whatsNewOpen);

  const sections = user ? visibleSidebar(user, current) : [];
  // The sections and the actions under them come with the identity and the workspaces (a super
  // editor's workspace section above the others, the tour's button): they wait, hidden, for both,
  // instead of moving when the workspaces come (issue 31, layout shift).
  const settled = user !== undefined && !workspacesLoading;
  const waiting = settled ? undefined : 'hidden';
  const currentPath = `${location.pathname}${location.hash}`;
  const unseen = hasUnseenUpdates(updates, metadata?.lumenUpdates?.lastSeen);

  return (
    <>
      {narrow ? (
        <header className="lumen-topbar">
          <PlainButton
            ref={drawer.button}
            variant="text"
            icon={<PlainIcon definition={MenuOutlined} aria-hidden />}
            aria-label={t('sidebar.menu')}
            aria-expanded={drawer.open}
            aria-controls="lumen-sidebar"
            onClick={drawer.toggle}
            data-testid="sidebar-menu-button"
          />
          <Link to={buildPath('landing')} style={{ fontWeight: 700, fontSize: 18, color: '#1E5EFF', textDecoration: 'none' }}>
            Lumen
          </Link>
        </header>
      ) : (
        <div style={{ width: pinned ? SIDEBAR_EXPANDED_WIDTH : SIDEBAR_COLLAPSED_WIDTH, flex: 'none', transition: 'width 0.2s' }} />
      )}
      {drawer.open && <div className="lumen-drawer-backdrop" aria-hidden onClick={() => drawer.close(false)} />}
      <nav
        ref={drawer.drawer}
        id="lumen-sidebar"
        aria-label={t('sidebar.label')}
        data-testid="sidebar"
        className="lumen-sidebar"
        data-expanded={expanded}
        data-narrow={narrow}
        hidden={narrow && !drawer.open}
        onMouseEnter={narrow ? undefined : onMouseEnter}
        onMouseLeave={narrow ? undefined : onMouseLeave}
        onBlur={narrow ? drawer.onBlur : undefined}
        style={{
          position: 'fixed',
          top: 0,
          bottom: 0,
          left: 0,
          zIndex: 120,
          display: narrow && !drawer.open ? 'none' : 'flex',
          flexDirection: 'column',
          width: expanded ? SIDEBAR_EXPANDED_WIDTH : SIDEBAR_COLLAPSED_WIDTH,
          transition: 'width 0.2s',
          background: '#fff',
          borderRight: '1px solid #f0f0f0',
          boxShadow: expanded && !pinned ? '4px 0 16px rgba(0,0,0,0.08)' : undefined,
          overflow: 'hidden',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: expanded ? 'space-between' : 'center', padding: '16px 12px', minHeight: 64 }}>
          <Link to={buildPath('landing')} style={{ fontWeight: 700, fontSize: 18, color: '#1E5EFF', textDecoration: 'none' }} data-testid="sidebar-home">
            {expanded ? 'Lumen' : 'L'}
          </Link>
          {expanded && !narrow && (
            <PlainButton
              variant="text"
              size="small"
              icon={pinned ? <PlainIcon definition={PushpinFilled} aria-hidden /> : <PlainIcon definition={PushpinOutlined} aria-hidden />}
              onClick={togglePin}
              aria-label={pinned ? t('sidebar.unpin') : t('sidebar.pin')}
              title={pinned ? t('sidebar.unpin') : t('sidebar.pin')}
              data-testid="sidebar-pin"
            />
          )}
        </div>
        <div style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', visibility: waiting }}>
          {sections.map((section) => (
            <section key={section.key} className="lumen-sidebar-section" aria-labelledby={`sidebar-section-${section.key}`}>
              <div id={`sidebar-section-${section.key}`} className="lumen-sidebar-section-title">
                {t(`sidebar.sections.${section.key}`)}
              </div>
              <ul>
                {section.items.map((item) => {
                  const label = item.title ? t(item.title, { ns: 'resources' }) : t(`sidebar.items.${section.key}.${item.key}`);
                  const icon = item.icon ? <PlainIcon definition={item.icon} aria-hidden /> : SIDEBAR_ICONS[item.key];
                  const testId = `sidebar-${section.key}-${item.key}`;
                  const content = (
                    <>
                      <span className="lumen-sidebar-icon" aria-hidden>
                        {icon}
                      </span>
                      <span className="lumen-sidebar-label">{label}</span>
                    </>
                  );
                  return (
                    <li key={item.key}>
                      {item.disabled ? (
                        <button
                          type="button"
                          className="plain-nav-item sidebar-item-upgrade"
                          data-testid={testId}
                          aria-haspopup="dialog"
                          title={label}
                          onClick={() => setUpgradeOpen(true)}
                        >
                          {content}
                        </button>
                      ) : (
                        <SidebarLink path={item.path} testId={testId} title={label} selected={item.path === currentPath || item.path === location.pathname}>
                          {content}
                        </SidebarLink>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
        <div style={{ borderTop: '1px solid #f0f0f0', padding: 8, display: 'flex', flexDirection: 'column', gap: 4, visibility: waiting }}>
          <a
            className="plain-button lumen-sidebar-action"
            data-variant="text"
            data-block="true"
            href={CONSUMER_APP_URL}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={expanded ? undefined : t('sidebar.consumerApp')}
            title={t('sidebar.consumerApp')}
            data-testid="sidebar-consumer-app"
          >
            <PlainIcon definition={ExportOutlined} aria-hidden />
            {expanded && t('sidebar.consumerApp')}
          </a>
          <PlainButton
            variant="text"
            block
            className="lumen-sidebar-action"
            onClick={() => setWhatsNewOpen(true)}
            data-testid="sidebar-whats-new"
            aria-label={t('sidebar.whatsNew')}
            title={t('sidebar.whatsNew')}
          >
            <span className="plain-badge">
              <PlainIcon definition={BulbOutlined} aria-hidden />
              {unseen && <span className="plain-badge-dot" data-testid="whats-new-dot" />}
            </span>
            {expanded && t('sidebar.whatsNew')}
          </PlainButton>
          {current && (
            <PlainButton
              variant="text"
              block
              className="lumen-sidebar-action"
              icon={<PlainIcon definition={CompassOutlined} aria-hidden />}
              aria-label={expanded ? undefined : t('sidebar.restartTour')}
              title={t('sidebar.restartTour')}
              data-testid="sidebar-restart-tour"
              onClick={() => navigate(buildPath('organization', { organizationId: current.id }, { query: { showMainGuide: 'true' } }))}
            >
              {expanded && t('sidebar.restartTour')}
            </PlainButton>
          )}
          <AccountMenu expanded={expanded} />
        </div>
      </nav>
      <Suspense fallback={null}>
        {current && upgradeMounted && <UpgradeDialog organizationId={current.id} open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />}
        {whatsNewMounted && <WhatsNewDialog open={whatsNewOpen} onClose={() => setWhatsNewOpen(false)} />}
      </Suspense>
    </>
  );
};
