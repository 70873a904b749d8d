import { EntityManager, SelectQueryBuilder } from 'typeorm';

import { applyTerms } from '../authorization/access-checks';
import { RequestUser } from '../auth/request-user';
import { Companies } from '../companies/companies.resource';
import { CompanyCourseEntity } from '../companies/company-course.entity';
import { ScheduledDistributions } from './scheduled-distributions.resource';
import { GROUP_DISTRIBUTORS, GROUP_RUNNERS } from './distribution-access';

/** A group a distribution names, with what the rules read and where the program stands in it. */
export type TargetGroup = {
  id: string;
  companyType: string;
  tags: string[];
  forbidManualEdit: boolean;
  forbidManualEditAllowCourseEdit: boolean;
  distributionId: string | null;
  scheduledId: string | null;
};

type RawGroup = Omit<TargetGroup, 'tags' | 'forbidManualEdit' | 'forbidManualEditAllowCourseEdit'> & {
  tags: string | string[];
  forbidManualEdit: boolean | number;
  forbidManualEditAllowCourseEdit: boolean | number;
};

/** LIKE's own wildcards in a search text are literal: 'C_1' finds 'C_1', not 'CX1'. */
const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The groups of a workspace a distribution names, each with its distribution and schedule of the
 * program, narrowed in SQL to those the actor reaches: the groups they run, and, when they curate
 * the program, the groups a program they curate is published to (GROUP_DISTRIBUTORS, the terms the
 * groups list shows a curator). Whether this program is published to each new group is the
 * caller's rule (programNotPublishedHere).
 */
export const targetGroups = async (
  manager: EntityManager,
  actor: RequestUser,
  scope: { organizationId: string; courseId: string; curatesProgram: boolean },
  which: { ids: readonly string[] } | { searchText: string | null; excludeIds: readonly string[] },
): Promise<TargetGroup[]> => {
  if ('ids' in which && which.ids.length === 0) return [];
  let query: SelectQueryBuilder<object> = manager
    .createQueryBuilder()
    .select('company.id', 'id')
    .addSelect('company.companyType', 'companyType')
    .addSelect('company.tags', 'tags')
    .addSelect('company.forbidManualEdit', 'forbidManualEdit')
    .addSelect('company.forbidManualEditAllowCourseEdit', 'forbidManualEditAllowCourseEdit')
    .addSelect('distribution.id', 'distributionId')
    .addSelect('scheduled.id', 'scheduledId')
    .from(Companies.entity, 'company')
    .leftJoin(CompanyCourseEntity, 'distribution', 'distribution.companyId = company.id AND distribution.courseId = :courseId', { courseId: scope.courseId })
    .leftJoin(ScheduledDistributions.entity, 'scheduled', 'scheduled.companyId = company.id AND scheduled.courseId = :courseId')
    .where('company.organizationId = :organizationId', { organizationId: scope.organizationId });
  if ('ids' in which) query = query.andWhere('company.id IN (:...ids)', { ids: [...new Set(which.ids)] });
  else {
    if (which.searchText?.trim())
      query = query.andWhere("LOWER(company.name) LIKE :pattern ESCAPE '\\'", { pattern: containsPattern(which.searchText.trim()) });
    if (which.excludeIds.length) query = query.andWhere('company.id NOT IN (:...excludeIds)', { excludeIds: [...new Set(which.excludeIds)] });
  }
  query = applyTerms(query, scope.curatesProgram ? GROUP_DISTRIBUTORS : GROUP_RUNNERS, actor, 'company');
  const rows = await query.orderBy('company.id').getRawMany<RawGroup>();
  return rows.map((row) => ({
    ...row,
    tags: Array.isArray(row.tags) ? row.tags : (JSON.parse(row.tags || '[]') as string[]),
    forbidManualEdit: !!row.forbidManualEdit,
    forbidManualEditAllowCourseEdit: !!row.forbidManualEditAllowCourseEdit,
  }));
};
