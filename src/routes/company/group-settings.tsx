import { Space } from 'antd';

import { ResourceForm } from '@/components/resource/resource-form';
import { LogoUploads } from '@/components/uploads/logo-uploads';
import { policiesOf, PolicyUploads } from '@/components/uploads/policy-uploads';
import { COMPANIES } from '@/resources/companies/resource';

import type { Group } from './group-header';

type Props = { group: Group; manager: boolean; logosAllowed: boolean };

/**
 * The group's settings tab: its form, logos and policies. antd's forms: loaded (with antd) the
 * first time the tab opens, so the group page itself, an agent's landing, loads no antd.
 */
export const GroupSettings = ({ group, manager, logosAllowed }: Props) => (
  <Space direction="vertical" size="middle" style={{ width: '100%' }}>
    <ResourceForm declaration={COMPANIES.form} id={group.id} disabled={!manager} />
    <LogoUploads
      owner="companies"
      id={group.id}
      logos={{ dashboardLogo: group.logoUrl, largeLogo: group.modernLogoUrl }}
      editable={manager}
      allowed={logosAllowed}
    />
    {group.policies ? <PolicyUploads owner="companies" id={group.id} policies={policiesOf(group.policies)} editable={manager} /> : null}
  </Space>
);
