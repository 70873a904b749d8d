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
    const totals = await engagements
      .clone()
      .select('COUNT(DISTINCT CASE WHEN engagement.opened = :yes THEN engagement.userId END)', 'opened')
      .addSelect('COUNT(DISTINCT CASE WHEN engagement.started = :yes THEN engagement.userId END)', 'started')
      .addSelect(`COUNT(DISTINCT CASE WHEN engagement.completion >= ${GRADUATION_COMPLETION} THEN engagement.userId END)`, 'graduated')
      .addSelect('AVG(engagement.discoverRate)', 'discoverRate')
      .addSelect('AVG(engagement.engagement)', 'engagement')
      .addSelect('AVG(engagement.completion)', 'completion')
      .addSelect(`AVG(CASE WHEN engagement.completion >= ${GRADUATION_COMPLETION} THEN 100.0 ELSE 0 END)`, 'graduationRate')
      .addSelect('SUM(engagement.numOfCompletedChapters)', 'chapters')
      .addSelect('SUM(engagement.minutesSpent)', 'minutes')
      .setParameter('yes', true)
      .getRawOne<Record<string, string | number | null>>();
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
      averageDiscoverRate: round(totals?.discoverRate),
      averageEngagement: round(totals?.engagement),
      averageCompletion: round(totals?.completion),
      graduationRate: round(totals?.graduationRate),
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
