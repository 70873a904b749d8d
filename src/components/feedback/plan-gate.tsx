import { type ReactNode, Suspense } from 'react';

import { planAllows, PlanGatedPart } from '@shared/plans';
import { lazyAntd } from '@/components/antd-scope/lazy-antd';
import { useWorkspaces } from '@/providers/workspace/workspace-context';

// The refusal is antd's, fetched only when shown: the gate itself sits on every route, and an
// antd import here put antd's Alert and CSS-in-JS on the landing's first download (issue 31).
const PlanRefusal = lazyAntd(() => import('./plan-refusal').then((module) => module.PlanRefusal));

/**
 * A page (or part) the workspace's plan decides: without it, the plan's message instead. A
 * workspace the user's list does not hold is left to the server, which applies the same rule.
 */
export const PlanGate = ({ organizationId, part, children }: { organizationId: string | undefined; part: PlanGatedPart | undefined; children: ReactNode }) => {
  const { workspaces } = useWorkspaces();
  const workspace = organizationId ? workspaces.find((candidate) => candidate.id === organizationId) : undefined;
  if (part && workspace && !planAllows(workspace, part))
    return (
      <Suspense fallback={null}>
        <PlanRefusal />
      </Suspense>
    );
  return <>{children}</>;
};
