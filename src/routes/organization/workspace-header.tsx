import { planLabelOf } from '@shared/plans';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { PageTitle } from '@/components/page-title/page-title';

import { HeaderLogo, logoOf } from '@/components/uploads/header-logo';

import type { WorkspaceDetails } from './workspace-sections';

/** Name, product tier, plan name (or '-') and a disabled tag. */
export const WorkspaceHeader = ({ workspace }: { workspace: WorkspaceDetails }) => {
  const { t } = useTranslation('workspace');
  return (
    <Space direction="vertical" size={4} data-testid="workspace-header">
      <Space align="center" wrap>
        <HeaderLogo url={logoOf(workspace.logos, 'dashboardLogo')} name={workspace.name} />
        <PageTitle style={{ margin: 0 }} workspaceName={workspace.name} data-testid="workspace-name">
          {workspace.name}
        </PageTitle>
        {workspace.disabled && (
          <Tag color="red" data-testid="workspace-disabled">
            {t('header.disabled')}
          </Tag>
        )}
      </Space>
      <Space wrap size="large">
        <Typography.Text type="secondary">
          {t('header.product')}{' '}
          <Tag color="blue" data-testid="workspace-product">
            {t(`products.${workspace.product}`, { defaultValue: workspace.product })}
          </Tag>
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('header.plan')}{' '}
          <Typography.Text strong data-testid="workspace-plan">
            {planLabelOf(workspace)}
          </Typography.Text>
        </Typography.Text>
      </Space>
    </Space>
  );
};
