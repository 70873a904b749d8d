import { planLabelOf } from '@shared/plans';
import { useTranslation } from 'react-i18next';

import { PageTitle } from '@/components/page-title/page-title';
import { PlainChip } from '@/components/plain/plain-chip';

import { HeaderLogo, logoOf } from '@/components/uploads/header-logo';

import type { WorkspaceDetails } from './workspace-sections';

import './workspace-page.css';

/** Name, product tier, plan name (or '-') and a disabled tag. */
export const WorkspaceHeader = ({ workspace, minHeight }: { workspace: WorkspaceDetails; minHeight?: number }) => {
  const { t } = useTranslation('workspace');
  return (
    <div className="plain-stack workspace-header" style={{ minHeight }} data-testid="workspace-header">
      <div className="plain-row">
        <HeaderLogo url={logoOf(workspace.logos, 'dashboardLogo')} name={workspace.name} />
        <PageTitle style={{ margin: 0 }} workspaceName={workspace.name} data-testid="workspace-name">
          {workspace.name}
        </PageTitle>
        {workspace.disabled && (
          <PlainChip color="red" data-testid="workspace-disabled">
            {t('header.disabled')}
          </PlainChip>
        )}
      </div>
      <div className="plain-row" data-gap="large">
        <span className="plain-secondary">
          {t('header.product')}{' '}
          <PlainChip color="blue" data-testid="workspace-product">
            {t(`products.${workspace.product}`, { defaultValue: workspace.product })}
          </PlainChip>
        </span>
        <span className="plain-secondary">
          {t('header.plan')}{' '}
          <strong className="plain-strong plain-text" data-testid="workspace-plan">
            {planLabelOf(workspace)}
          </strong>
        </span>
      </div>
    </div>
  );
};
