import { planAllows } from '@shared/plans';
import { Alert, Card, Col, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';

import { PlainResourceForm } from '@/components/resource/plain-resource-form';
import { logoOf } from '@/components/uploads/header-logo';
import { LogoUploads } from '@/components/uploads/logo-uploads';
import { policiesOf, PolicyUploads } from '@/components/uploads/policy-uploads';
import type { CurrentUser } from '@/providers/auth/current-user';
import { ORGANIZATIONS } from '@/resources/organizations/resource';

import { BillingDetailsCard } from './billing-details-card';
import { PalettePreview } from './palette-preview';
import { readsSettings, readsWorkspace, WorkspaceDetails } from './workspace-sections';

/** #settings: the workspace form (its managers edit it, staff read it), its billing details and palette. */
export const SettingsSection = ({ workspace, user, manager }: { workspace: WorkspaceDetails; user: CurrentUser; manager: boolean }) => {
  const { t } = useTranslation('workspace');
  return (
    <Row gutter={[24, 24]}>
      {readsSettings(user, workspace.id) && (
        <Col xs={24} xl={14}>
          <Card title={t('settings.title')}>
            {!manager && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('settings.managersOnly')} data-testid="settings-read-only" />}
            <PlainResourceForm declaration={ORGANIZATIONS.form} id={workspace.id} disabled={!manager} />
          </Card>
        </Col>
      )}
      <Col xs={24} xl={10}>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
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
        </Space>
      </Col>
    </Row>
  );
};
