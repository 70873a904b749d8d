import { useTranslation } from 'react-i18next';

import { PlainAlert } from '@/components/plain/plain-alert';
import { PlainCard } from '@/components/plain/plain-card';
import type { CurrentUser } from '@/providers/auth/current-user';

import { EngagementCards } from './engagement-cards';
import { WorkspacePeople } from './workspace-people';
import { readsWorkspace, WorkspaceDetails } from './workspace-sections';

type Props = {
  organizationId: string;
  /** Null while it loads: the figures and the people need only its id. */
  workspace: WorkspaceDetails | null;
  user: CurrentUser;
  manager: boolean;
};

/** #general: the engagement summary and the people of the workspace. */
export const GeneralSection = ({ organizationId, workspace, user, manager }: Props) => {
  const { t } = useTranslation('workspace');
  // Agents and learners may open the workspace, but its figures and people are for its admins.
  if (!readsWorkspace(user, organizationId)) {
    return <PlainAlert message={t('general.adminsOnly')} data-testid="general-admins-only" />;
  }
  return (
    <div className="plain-stack">
      <EngagementCards organizationId={organizationId} />
      <PlainCard title={t('general.people')} data-testid="workspace-people">
        <WorkspacePeople organizationId={organizationId} workspace={workspace} manager={manager} />
      </PlainCard>
    </div>
  );
};
