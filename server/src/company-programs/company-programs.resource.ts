import { allow } from '../authorization/access-terms';
import { CompanyCourseEntity } from '../companies/company-course.entity';
import { defineView, ResourceRow } from '../common/resource/define-resource';
import { field } from '../common/resource/fields';
import { resourceNamed } from '../common/resource/resource-registry';

/**
 * A program distributed (or scheduled) to a group: the distribution row with the program's own
 * fields. Read-only: programs are switched on and off in a group through setCompanyProgramEnabled.
 */
export const CompanyPrograms = defineView({
  name: 'CompanyProgram',
  label: 'Group program',
  description: 'A program distributed (or scheduled) to a group.',
  table: 'company_programs',
  query: (dataSource) =>
    dataSource
      .createQueryBuilder()
      .select('distribution.id', 'id')
      .addSelect('distribution.companyId', 'companyId')
      .addSelect('distribution.organizationId', 'organizationId')
      .addSelect('distribution.courseId', 'courseId')
      .addSelect('distribution.disabled', 'disabled')
      .addSelect('distribution.distributedAt', 'distributedAt')
      .addSelect('distribution.futureDistribution', 'futureDistribution')
      .addSelect('course.title', 'title')
      .addSelect('course.status2', 'status2')
      .addSelect('course.difficulty', 'difficulty')
      .addSelect('course.chaptersCount', 'chaptersCount')
      .addSelect('course.actionsCount', 'actionsCount')
      .addSelect('course.published', 'published')
      .from(CompanyCourseEntity, 'distribution')
      .innerJoin(resourceNamed('Course').entity, 'course', 'course.id = distribution.courseId'),
  fields: {
    companyId: field.reference('Company', { onDelete: 'CASCADE', filterable: true }),
    organizationId: field.reference('Organization', { onDelete: 'CASCADE', filterable: true }),
    courseId: field.reference('Course', { onDelete: 'CASCADE', filterable: true }),
    disabled: field.boolean({ filterable: true, description: 'Switched off in this group.' }),
    distributedAt: field.timestamp({ nullable: true, filterable: true }),
    futureDistribution: field.epoch({ nullable: true, filterable: true, description: 'Scheduled start (epoch ms).' }),
    title: field.text({ filterable: true }),
    status2: field.text({ filterable: true }),
    difficulty: field.text({ filterable: true }),
    chaptersCount: field.integer({ filterable: true }),
    actionsCount: field.integer({ filterable: true }),
    published: field.boolean({ filterable: true }),
  },
  access: {
    read: [
      allow.roles('superEditor', 'admin', 'sales'),
      allow.workspaceRole('organizationId', 'manager', 'billingManager', 'partner'),
      allow.groupRole('companyId', 'agent', 'editor', 'member'),
      // A program's curators see where it is distributed (the distribution page's 'active').
      allow.programRole('courseId', 'editor'),
    ],
  },
});

export type CompanyProgram = ResourceRow<typeof CompanyPrograms>;
