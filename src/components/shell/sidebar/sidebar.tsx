import { createElement, lazy, Suspense, useState } from 'react';

import { BulbOutlined, CompassOutlined, ExportOutlined, PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { useGetIdentity } from '@refinedev/core';
import { Badge, Button, Menu, Tooltip } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

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
import { UpgradeDialog } from './upgrade-dialog';
import { useHoverExpand } from './use-hover-expand';

/** The dialog (antd Image, Result, Empty) loads when first opened, not with every page. */
const WhatsNewDialog = lazy(() => import('../whats-new/whats-new-dialog').then((module) => ({ default: module.WhatsNewDialog })));

export const SIDEBAR_COLLAPSED_WIDTH = 64;
export const SIDEBAR_EXPANDED_WIDTH = 264;

/** Spec 01 §2 sidebar: collapsed, opens on a 500 ms hover, can be pinned; sections by role gates. */
export const Sidebar = () => {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const { data: user } = useGetIdentity<CurrentUser>();
  const { current } = useWorkspaces();
  const { metadata } = useGeneralMetadata();
  const { data: updates } = useFeatureUpdates();
  const { expanded, pinned, togglePin, onMouseEnter, onMouseLeave } = useHoverExpand();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [whatsNewOpen, setWhatsNewOpen] = useState(false);
  // Mounted from the first opening on, so closing it still animates.
  const [whatsNewAsked, setWhatsNewAsked] = useState(false);

  const sections = user ? visibleSidebar(user, current) : [];
  const currentPath = `${location.pathname}${location.hash}`;
  const items: MenuProps['items'] = sections.map((section) => ({
    type: 'group' as const,
    key: section.key,
    label: expanded ? t(`sidebar.sections.${section.key}`) : null,
    children: section.items.map((item) => {
      const label = item.title ? t(item.title, { ns: 'resources' }) : t(`sidebar.items.${section.key}.${item.key}`);
      return {
        key: `${section.key}:${item.key}`,
        icon: item.icon ? createElement(item.icon) : SIDEBAR_ICONS[item.key],
        title: label,
        label: item.disabled ? (
          <span data-testid={`sidebar-${section.key}-${item.key}`} aria-disabled>
            {label}
          </span>
        ) : (
          <SidebarLink path={item.path} testId={`sidebar-${section.key}-${item.key}`}>
            {label}
          </SidebarLink>
        ),
        onClick: item.disabled ? () => setUpgradeOpen(true) : undefined,
        className: item.disabled ? 'sidebar-item-upgrade' : undefined,
      };
    }),
  }));
  const selectedKeys = sections.flatMap((section) =>
    section.items.filter((item) => item.path === currentPath || item.path === location.pathname).map((item) => `${section.key}:${item.key}`),
  );
  const unseen = hasUnseenUpdates(updates, metadata?.lumenUpdates?.lastSeen);

  return (
    <>
      <div style={{ width: pinned ? SIDEBAR_EXPANDED_WIDTH : SIDEBAR_COLLAPSED_WIDTH, flex: 'none', transition: 'width 0.2s' }} />
      <nav
        aria-label={t('sidebar.label')}
        data-testid="sidebar"
        className="lumen-sidebar"
        data-expanded={expanded}
        onMouseEnter={onMouseEnter}
        onMouseLeave={onMouseLeave}
        style={{
          position: 'fixed',
          top: 0,
          bottom: 0,
          left: 0,
          zIndex: 120,
          display: 'flex',
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
          <Link to={buildPath('landing')} style={{ fontWeight: 700, fontSize: 18, color: '#1E5EFF' }} data-testid="sidebar-home">
            {expanded ? 'Lumen' : 'L'}
          </Link>
          {expanded && (
            <Tooltip title={pinned ? t('sidebar.unpin') : t('sidebar.pin')}>
              <Button
                type="text"
                size="small"
                icon={pinned ? <PushpinFilled /> : <PushpinOutlined />}
                onClick={togglePin}
                aria-label={pinned ? t('sidebar.unpin') : t('sidebar.pin')}
                data-testid="sidebar-pin"
              />
            </Tooltip>
          )}
        </div>
        <div style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
          <Menu mode="inline" items={items} selectedKeys={selectedKeys} style={{ borderInlineEnd: 'none' }} />
        </div>
        <div style={{ borderTop: '1px solid #f0f0f0', padding: 8, display: 'flex', flexDirection: 'column', gap: 4 }}>
          <Button
            type="text"
            block
            icon={<ExportOutlined />}
            href={CONSUMER_APP_URL}
            target="_blank"
            style={{ justifyContent: expanded ? 'flex-start' : 'center' }}
            data-testid="sidebar-consumer-app"
          >
            {expanded && t('sidebar.consumerApp')}
          </Button>
          <Button
            type="text"
            block
            style={{ justifyContent: expanded ? 'flex-start' : 'center' }}
            onClick={() => {
              setWhatsNewAsked(true);
              setWhatsNewOpen(true);
            }}
            data-testid="sidebar-whats-new"
            aria-label={t('sidebar.whatsNew')}
          >
            <Badge dot={unseen} data-testid={unseen ? 'whats-new-dot' : undefined}>
              <BulbOutlined />
            </Badge>
            {expanded && <span style={{ marginInlineStart: 8 }}>{t('sidebar.whatsNew')}</span>}
          </Button>
          {current && (
            <Button
              type="text"
              block
              icon={<CompassOutlined />}
              style={{ justifyContent: expanded ? 'flex-start' : 'center' }}
              data-testid="sidebar-restart-tour"
              onClick={() => navigate(buildPath('organization', { organizationId: current.id }, { query: { showMainGuide: 'true' } }))}
            >
              {expanded && t('sidebar.restartTour')}
            </Button>
          )}
          <AccountMenu expanded={expanded} />
        </div>
      </nav>
      {current && <UpgradeDialog organizationId={current.id} open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />}
      {whatsNewAsked && (
        <Suspense fallback={null}>
          <WhatsNewDialog open={whatsNewOpen} onClose={() => setWhatsNewOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
