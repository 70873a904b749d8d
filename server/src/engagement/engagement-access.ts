import type { EntityManager } from 'typeorm';

import type { RequestUser } from '../auth/request-user';
import { assertPasses } from '../authorization/access-checks';
import { allow } from '../authorization/access-terms';
import { EngagementSubject, SUBJECT_COLUMNS } from './engagement-figures';

/**
 * Who reads engagement figures (spec 02 §6), as access terms on an enrolment's columns: staff and
 * sales everywhere, a workspace's managers, billing manager and partners, a group's agents, a
 * program's curators (its editors), and a learner their own.
 */
export const ENGAGEMENT_READERS = [
  allow.roles('superEditor', 'admin', 'sales'),
  allow.workspaceRole('organizationId', 'manager', 'billingManager', 'partner'),
  allow.groupRole('companyId', 'agent'),
  allow.programRole('courseId', 'editor'),
  allow.self('userId'),
];

/**
 * FORBIDDEN unless the subject itself passes the terms, checked by the same SQL as every scope,
 * with the columns the subject leaves open as NULL. Each term tests one column, so when the
 * subject passes on a column it fixes, every enrolment of the subject (all sharing that value)
 * passes too: the figures then read only rows the reader may read, with no per-row scope to
 * slow a 100,000-learner workspace. An agent asking about a whole workspace passes nothing
 * (no group is named) and is refused, rather than shown a part as if it were the whole.
 */
export const assertReadsEngagement = (manager: EntityManager, actor: RequestUser, subject: EngagementSubject): Promise<void> =>
  assertPasses(manager, ENGAGEMENT_READERS, actor, Object.fromEntries(SUBJECT_COLUMNS.map((column) => [column, subject[column] ?? null])));
