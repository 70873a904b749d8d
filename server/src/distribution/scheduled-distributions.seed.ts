import { defineSeed } from '../common/resource/define-seed';
import { ScheduledDistributions } from './scheduled-distributions.resource';

const DAY = 86_400_000;

/** Two programs waiting for their start: one the curator's, one in a group of the agent's. */
export const ScheduledDistributionsSeed = defineSeed(ScheduledDistributions, ({ now }) => [
  {
    id: 'scheduled-newhires-leadership',
    organizationId: 'org-acme',
    companyId: 'company-acme-newhires',
    courseId: 'course-leadership-101',
    futureDistribution: new Date(now + 3 * DAY),
  },
  {
    id: 'scheduled-sales-security',
    organizationId: 'org-acme',
    companyId: 'company-acme-sales',
    courseId: 'course-security',
    futureDistribution: new Date(now + 10 * DAY),
  },
]);
