import type { ReactNode } from 'react';

import { planAllows, PlanGatedPart } from '@shared/plans';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

import { useWorkspaces } from '@/providers/workspace/workspace-context';

/**
 * A page (or part) the workspace's plan decides: without it, the plan's message instead. A
 * workspace the user's list does not hold is left to the server, which applies the same rule.
 */
export const PlanGate = ({ organizationId, part, children }: { organizationId: string | undefined; part: PlanGatedPart | undefined; children: ReactNode }) => {
  const { t } = useTranslation('common');
  const { workspaces } = useWorkspaces();
  const workspace = organizationId ? workspaces.find((candidate) => candidate.id === organizationId) : undefined;
  if (part && workspace && !planAllows(workspace, part))
    return <Alert type="info" showIcon message={t('validation.featureNotInPlan')} data-testid="plan-gate" style={{ margin: 24 }} />;
  return <>{children}</>;
};
