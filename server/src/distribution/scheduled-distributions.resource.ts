import { allow } from '../authorization/access-terms';
import { defineResource } from '../common/resource/define-resource';
import { field, RowOf } from '../common/resource/fields';
import { DISTRIBUTION_ROW_DISTRIBUTORS } from './distribution-access';

const scheduledDistributionFields = {
  organizationId: field.reference('Organization', { onDelete: 'CASCADE', createOnly: true, filterable: true, index: false }),
  companyId: field.reference('Company', { onDelete: 'CASCADE', createOnly: true, filterable: true, index: false }),
  courseId: field.reference('Course', { onDelete: 'CASCADE', createOnly: true, filterable: true, index: false }),
  futureDistribution: field.timestamp({ filterable: true, description: 'When the program is distributed to the group (UTC).' }),
  manualReviewsSkipEndorsment: field.boolean({ default: false }),
  showHintsAfterAssessmentsCompleted: field.boolean({ default: false }),
  hideAssessmentsAfterCompleted: field.boolean({ default: false }),
  createdBy: field.reference('User', { nullable: true, onDelete: 'SET NULL', stampActor: true, index: false }),
};

export type ScheduledDistribution = RowOf<typeof scheduledDistributionFields>;

/**
 * A program to be distributed to a group at a future time (spec 02 §3 futureDistribution). Made by
 * the distribution mutation, carried out by the scheduler (distribution-scheduler.ts), listed and
 * cancelled (deleted) through the generated operations by whoever may distribute it.
 */
export const ScheduledDistributions = defineResource({
  name: 'ScheduledDistribution',
  label: 'Scheduled distribution',
  description: 'A program to be distributed to a group at a future time.',
  fields: scheduledDistributionFields,
  unique: [{ columns: ['companyId', 'courseId'] }],
  indexes: [
    // A program's schedules per workspace (the program page), and the scheduler's next due rows.
    { columns: ['courseId', 'organizationId', 'id'] },
    { columns: ['futureDistribution', 'id'] },
  ],
  access: {
    read: [allow.roles('superEditor', 'admin', 'sales'), ...DISTRIBUTION_ROW_DISTRIBUTORS.slice(1)],
    delete: DISTRIBUTION_ROW_DISTRIBUTORS,
  },
});
