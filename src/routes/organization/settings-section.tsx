import { planAllows } from '@shared/plans';
import { useTranslation } from 'react-i18next';

import { PlainAlert } from '@/components/plain/plain-alert';
import { PlainCard } from '@/components/plain/plain-card';
import { PlainResourceForm } from '@/components/resource/plain-resource-form';
import { logoOf } from '@/components/uploads/header-logo';
import { LogoUploads } from '@/components/uploads/logo-uploads';
import { policiesOf, PolicyUploads } from '@/components/uploads/policy-uploads';
import type { CurrentUser } from '@/providers/auth/current-user';
import { ORGANIZATIONS } from '@/resources/organizations/resource';

import { BillingDetailsCard } from './billing-details-card';
import { PalettePreview } from './palette-preview';
import { readsSettings, readsWorkspace, WorkspaceDetails } from './workspace-sections';

import './settings-section.css';

/**
 * #settings: the workspace form (its managers edit it, staff read it), its billing details, logos,
 * policies and palette. Plain elements (issue 31): the tab loads no antd of its own.
 */
export const SettingsSection = ({ workspace, user, manager }: { workspace: WorkspaceDetails; user: CurrentUser; manager: boolean }) => {
  const { t } = useTranslation('workspace');
  return (
    <div className="settings-layout">
      {readsSettings(user, workspace.id) && (
        <div className="settings-form-column">
          <PlainCard title={t('settings.title')}>
            {!manager && (
              <div style={{ marginBottom: 16 }}>
                <PlainAlert type="info" message={t('settings.managersOnly')} data-testid="settings-read-only" />
              </div>
            )}
            <PlainResourceForm declaration={ORGANIZATIONS.form} id={workspace.id} disabled={!manager} />
          </PlainCard>
        </div>
      )}
      <div className="settings-aside plain-stack">
        {readsWorkspace(user, workspace.id) && <BillingDetailsCard workspace={workspace} />}
        <LogoUploads
          owner="organizations"
          id={workspace.id}
          logos={{ dashboardLogo: logoOf(workspace.logos, 'dashboardLogo'), largeLogo: logoOf(workspace.logos, 'largeLogo') }}
          editable={manager}
          allowed={planAllows(workspace, 'logos')}
        />
        <PolicyUploads owner="organizations" id={workspace.id} policies={policiesOf(workspace.policies)} editable={manager} />
        <PalettePreview palette={workspace.customPalette} />
      </div>
    </div>
  );
};
