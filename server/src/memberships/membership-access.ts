import { hasRole, seesEverything } from '../../../shared/roles';
import { RequestUser } from '../auth/request-user';
import { forbidden } from '../common/errors/domain-errors';

/** A group's learners and programs are managed by its workspace's managers and its agents (spec 02 §6). */
export const assertRunsGroup = (user: RequestUser, group: { id: string; organizationId: string }): void => {
  if (seesEverything(user) || hasRole(user, 'manager', { organizationId: group.organizationId }) || hasRole(user, 'agent', { companyId: group.id })) return;
  throw forbidden();
};

/** Workspace members and roles are managed by its managers (and staff). */
export const assertManagesWorkspace = (user: RequestUser, organizationId: string): void => {
  if (seesEverything(user) || hasRole(user, 'manager', { organizationId })) return;
  throw forbidden();
};
