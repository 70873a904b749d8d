import { Suspense, useCallback, useId, useMemo, useRef, useState } from 'react';

import { useGetIdentity } from '@refinedev/core';
import { planLabelOf } from '@shared/plans';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { lazyAntd, useOpenedOnce } from '@/components/antd-scope/lazy-antd';
import { PlainButton } from '@/components/plain/plain-button';
import { DismissReason, useDismiss } from '@/components/plain/use-dismiss';
import type { CurrentUser } from '@/providers/auth/current-user';
import { useWorkspaces } from '@/providers/workspace/workspace-context';
import { buildPath } from '@/routes/route-table';

/** The two-choice dialog (antd Modal) loads when signing out is first asked for. */
const LogoutDialog = lazyAntd(() => import('@/components/logout/logout-dialog').then((module) => module.LogoutDialog));

export const initialOf = (user: Pick<CurrentUser, 'email' | 'profile'> | undefined): string =>
  (user?.profile.fullName || user?.email || '?').trim().charAt(0).toUpperCase();

const PANEL_WIDTH = 304;

/** Account, the workspace switcher (radio, with plan names) and sign out; a panel right of the button. */
export const AccountMenu = ({ expanded }: { expanded: boolean }) => {
  const { t } = useTranslation('shell');
  const { data: user } = useGetIdentity<CurrentUser>();
  const { workspaces, current, select } = useWorkspaces();
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const logoutMounted = useOpenedOnce(logoutOpen);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const open = anchor !== null;

  const close = useCallback((returnFocus: boolean) => {
    setAnchor(null);
    if (returnFocus) button.current?.focus();
  }, []);
  const inside = useMemo(() => [panel, button], []);
  useDismiss(
    open,
    inside,
    useCallback((reason: DismissReason) => close(reason === 'escape'), [close]),
  );

  return (
    <>
      <PlainButton
        ref={button}
        variant="text"
        block
        style={{ height: 48, gap: 12, justifyContent: expanded ? 'flex-start' : 'center' }}
        data-testid="account-menu-button"
        // The button shows the person's initial (collapsed) or name and workspace (expanded): its
        // name contains what it shows (WCAG 2.5.3, label in name), so a speech user can say what they see.
        aria-label={`${t('sidebar.account')}: ${user?.profile.fullName || user?.email || ''} ${expanded ? (current?.name ?? '') : ''}`.trim()}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setAnchor(button.current?.getBoundingClientRect() ?? null))}
      >
        {/* The initial is a picture of the person, not text: drawn by CSS from data-initial, so the
            button's text is what its name says (axe counts even hidden text in label-in-name). */}
        <span className="plain-avatar" aria-hidden data-initial={user?.profile.imageUrl ? undefined : initialOf(user)}>
          {user?.profile.imageUrl ? <img src={user.profile.imageUrl} alt="" /> : null}
        </span>
        {expanded && (
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', textAlign: 'start', lineHeight: 1.4 }}>
            {/* A space before the break: the visible text reads "name workspace", as the label does. */}
            {user?.profile.fullName || user?.email} <br />
            <span className="plain-secondary" style={{ fontSize: 12 }}>
              {current?.name ?? ''}
            </span>
          </span>
        )}
      </PlainButton>
      {anchor && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={t('sidebar.account')}
          className="plain-popup"
          data-testid="account-menu"
          // Right of the button, or over the drawer where the screen is too narrow for that.
          style={{
            width: Math.min(PANEL_WIDTH, window.innerWidth - 16),
            left: Math.max(8, Math.min(anchor.right + 4, window.innerWidth - PANEL_WIDTH - 8)),
            bottom: Math.max(8, window.innerHeight - anchor.bottom),
          }}
        >
          <Link className="plain-link" to={buildPath('account')} onClick={() => close(false)}>
            {t('sidebar.account')}
          </Link>
          {workspaces.length > 0 && (
            <>
              <hr className="plain-divider" />
              <fieldset style={{ margin: 0, padding: 0, border: 0, minWidth: 0 }}>
                <legend className="plain-legend plain-secondary">{t('sidebar.workspaces')}</legend>
                <div style={{ display: 'flex', flexDirection: 'column', gap: 8, maxHeight: 240, overflowY: 'auto', marginTop: 8 }}>
                  {workspaces.map((workspace) => (
                    <label key={workspace.id} style={{ display: 'flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
                      <input
                        type="radio"
                        name={`${panelId}-workspace`}
                        value={workspace.id}
                        checked={workspace.id === current?.id}
                        onChange={() => select(workspace.id)}
                        style={{ accentColor: 'var(--lumen-primary)', margin: 0 }}
                      />
                      <span>
                        {workspace.name} <span className="plain-secondary">· {planLabelOf(workspace)}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </>
          )}
          <hr className="plain-divider" />
          <PlainButton
            block
            onClick={() => {
              close(false);
              setLogoutOpen(true);
            }}
          >
            {t('sidebar.signOut')}
          </PlainButton>
        </div>
      )}
      {logoutMounted && (
        <Suspense fallback={null}>
          <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
