import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull } from 'typeorm';

import { Companies } from '../companies/companies.resource';
import { CompanyUsers } from '../company-users/company-users.resource';
import { MembershipEntity } from '../memberships/membership.entity';
import { CourseEngagementEntity } from './course-engagement.entity';
import { StudyEntity } from './study.entity';
import { EngagementSummaryDTO, UserGroupEngagementDTO } from './engagement.types';

/** Graduation: at least 80 percent of a program completed (spec 02 §9). */
export const GRADUATION_COMPLETION = 80;

const round = (value: unknown): number => Math.round(Number(value ?? 0) * 10) / 10;

/** Engagement figures; only learners visible in analytics are counted (spec 02 §6). */
@Injectable()
export class EngagementService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async summary(organizationId: string, companyId: string | null): Promise<EngagementSummaryDTO> {
    const engagements = this.dataSource
      .getRepository(CourseEngagementEntity)
      .createQueryBuilder('engagement')
      .where('engagement.organizationId = :organizationId', { organizationId })
      .andWhere('engagement.visibleInAnalytics = :visible', { visible: true });
    if (companyId) engagements.andWhere('engagement.companyId = :companyId', { companyId });
    // Per learner first (their programs in the scope), then over learners: each "how many learners"
    // figure is then a sum, with no DISTINCT to sort, and a group's rows arrive in learner order from
    // its covering index. Averages stay averages over engagement rows: sums over row counts.
    const graduated = `CASE WHEN engagement.completion >= ${GRADUATION_COMPLETION} THEN 1 ELSE 0 END`;
    const perLearner = engagements
      .clone()
      .select('engagement.userId', 'userId')
      .addSelect('MAX(CASE WHEN engagement.opened = :yes THEN 1 ELSE 0 END)', 'opened')
      .addSelect('MAX(CASE WHEN engagement.started = :yes THEN 1 ELSE 0 END)', 'started')
      .addSelect(`MAX(${graduated})`, 'graduated')
      .addSelect('SUM(CAST(engagement.discoverRate AS DOUBLE PRECISION))', 'discoverRate')
      .addSelect('SUM(CAST(engagement.engagement AS DOUBLE PRECISION))', 'engagement')
      .addSelect('SUM(CAST(engagement.completion AS DOUBLE PRECISION))', 'completion')
      .addSelect(`SUM(${graduated})`, 'graduatedRows')
      .addSelect('SUM(engagement.numOfCompletedChapters)', 'chapters')
      .addSelect('SUM(engagement.minutesSpent)', 'minutes')
      .addSelect('COUNT(*)', 'rows')
      .groupBy('engagement.userId')
      .setParameter('yes', true);
    const column = (name: string) => this.dataSource.driver.escape(name);
    const totals = await this.dataSource
      .createQueryBuilder()
      .select(`SUM(learner.${column('opened')})`, 'opened')
      .addSelect(`SUM(learner.${column('started')})`, 'started')
      .addSelect(`SUM(learner.${column('graduated')})`, 'graduated')
      .addSelect(`SUM(learner.${column('discoverRate')})`, 'discoverRate')
      .addSelect(`SUM(learner.${column('engagement')})`, 'engagement')
      .addSelect(`SUM(learner.${column('completion')})`, 'completion')
      .addSelect(`SUM(learner.${column('graduatedRows')})`, 'graduatedRows')
      .addSelect(`SUM(learner.${column('chapters')})`, 'chapters')
      .addSelect(`SUM(learner.${column('minutes')})`, 'minutes')
      .addSelect(`SUM(learner.${column('rows')})`, 'rows')
      .from(`(${perLearner.getQuery()})`, 'learner')
      .setParameters(perLearner.getParameters())
      .getRawOne<Record<string, string | number | null>>();
    const rows = Number(totals?.rows ?? 0);
    const average = (sum: string | number | null | undefined, scale = 1) => (rows ? (Number(sum ?? 0) * scale) / rows : 0);
    // Counted on the membership rows alone: joining the people would cost a 100k-member workspace half a second.
    const members = this.dataSource
      .getRepository(MembershipEntity)
      .count({ where: companyId ? { companyId, role: 'member' } : { organizationId, role: 'member', companyId: IsNull(), courseId: IsNull() } });
    const actions = this.dataSource
      .getRepository(StudyEntity)
      .createQueryBuilder('study')
      .innerJoin(Companies.entity, 'company', 'company.id = study.companyId')
      .where('company.organizationId = :organizationId', { organizationId })
      .andWhere('study.completedAt IS NOT NULL');
    if (companyId) actions.andWhere('study.companyId = :companyId', { companyId });
    const [registered, completedActions] = await Promise.all([members, actions.getCount()]);
    return {
      usersRegistered: registered,
      usersOpened: Number(totals?.opened ?? 0),
      usersStarted: Number(totals?.started ?? 0),
      usersGraduated: Number(totals?.graduated ?? 0),
      averageDiscoverRate: round(average(totals?.discoverRate)),
      averageEngagement: round(average(totals?.engagement)),
      averageCompletion: round(average(totals?.completion)),
      graduationRate: round(average(totals?.graduatedRows, 100)),
      completedChapters: Number(totals?.chapters ?? 0),
      completedActions,
      minutesSpent: Number(totals?.minutes ?? 0),
    };
  }

  /** A learner's groups in a workspace with their engagement there, optionally only some groups. */
  async userGroups(organizationId: string, userId: string, onlyCompanyIds: string[] | null): Promise<UserGroupEngagementDTO[]> {
    const memberships = await this.dataSource.getRepository(CompanyUsers.entity).find({ where: { organizationId, userId }, order: { joinedAt: 'ASC' } });
    const visible = onlyCompanyIds ? memberships.filter((row) => onlyCompanyIds.includes(row.companyId)) : memberships;
    if (visible.length === 0) return [];
    const groups = await this.dataSource.getRepository(Companies.entity).findBy({ id: In(visible.map((row) => row.companyId)) });
    const names = new Map(groups.map((group) => [group.id, group.name]));
    const figures = await this.dataSource
      .getRepository(CourseEngagementEntity)
      .createQueryBuilder('engagement')
      .select('engagement.companyId', 'companyId')
      .addSelect('COUNT(*)', 'programs')
      .addSelect('SUM(engagement.minutesSpent)', 'minutes')
      .addSelect('SUM(engagement.numOfCompletedChapters)', 'chapters')
      .addSelect('AVG(engagement.completion)', 'completion')
      .where('engagement.userId = :userId AND engagement.organizationId = :organizationId', { userId, organizationId })
      .groupBy('engagement.companyId')
      .getRawMany<{ companyId: string; programs: string | number; minutes: string | number; chapters: string | number; completion: string | number }>();
    const byGroup = new Map(figures.map((row) => [row.companyId, row]));
    return visible.map((membership) => {
      const row = byGroup.get(membership.companyId);
      return {
        companyId: membership.companyId,
        organizationId,
        companyName: names.get(membership.companyId) ?? '',
        isDisabled: membership.isDisabled,
        programsCount: Number(row?.programs ?? 0),
        minutesSpent: Number(row?.minutes ?? 0),
        numOfCompletedChapters: Number(row?.chapters ?? 0),
        avgCompletion: round(row?.completion),
      };
    });
  }
}
