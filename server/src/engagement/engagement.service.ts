import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull } from 'typeorm';

import { DateRange, periodsOf, TrendBucket } from '../../../shared/date-range';
import { Companies } from '../companies/companies.resource';
import { CompanyUsers } from '../company-users/company-users.resource';
import { resourceNamed } from '../common/resource/resource-registry';
import { MembershipEntity } from '../memberships/membership.entity';
import { EngagementSubject, NO_ACTIVITY, NO_ENROLMENTS } from './engagement-figures';
import { activityFigures, enrolmentFigures } from './engagement-summaries';
import { EngagementSummaryDTO, EngagementTrendPointDTO, ProgramEngagementDTO, UserGroupEngagementDTO } from './engagement.types';

/** The figures of engagement-figures.ts shaped for each screen; callers check access first (engagement-access.ts). */
@Injectable()
export class EngagementService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The subject's figures; activity within the range (all time without one). */
  async summary(subject: EngagementSubject, range: DateRange | null): Promise<EngagementSummaryDTO> {
    const [[enrolments], [activity], members] = await Promise.all([
      enrolmentFigures(this.dataSource, subject),
      activityFigures(this.dataSource, subject, range),
      this.membersOf(subject),
    ]);
    const { enrolments: _rows, ...figures } = enrolments ?? NO_ENROLMENTS;
    const { completedSessions, ...done } = activity ?? NO_ACTIVITY;
    return { usersRegistered: members ?? figures.learners, ...figures, ...done, completedChapters: completedSessions };
  }

  /** Each program of the subject with its figures, the most learners first. */
  async byProgram(subject: EngagementSubject, range: DateRange | null): Promise<ProgramEngagementDTO[]> {
    const [enrolments, activity] = await Promise.all([
      enrolmentFigures(this.dataSource, subject, 'courseId'),
      activityFigures(this.dataSource, subject, range, { kind: 'courseId' }),
    ]);
    if (enrolments.length === 0) return [];
    const courseIds = enrolments.map((row) => String(row.key));
    const courses = await this.dataSource.getRepository(resourceNamed('Course').entity).findBy({ id: In(courseIds) });
    const titles = new Map((courses as Array<{ id: string; title: string }>).map((course) => [course.id, course.title]));
    const activityOf = new Map(activity.map((row) => [row.key, row]));
    return enrolments
      .map(({ key, enrolments: _rows, ...figures }) => {
        const { completedSessions, key: _key, ...done } = activityOf.get(key) ?? { key, ...NO_ACTIVITY };
        return {
          courseId: String(key),
          title: titles.get(String(key)) ?? '',
          usersRegistered: figures.learners,
          ...figures,
          ...done,
          completedChapters: completedSessions,
        };
      })
      .sort((left, right) => right.learners - left.learners || left.title.localeCompare(right.title));
  }

  /** The activity of each UTC day or week of the range, zeros included. */
  async trend(subject: EngagementSubject, range: DateRange, bucket: TrendBucket): Promise<EngagementTrendPointDTO[]> {
    const rows = await activityFigures(this.dataSource, subject, range, { kind: 'period', bucket });
    const byPeriod = new Map(rows.map((row) => [row.key, row]));
    return periodsOf(range, bucket).map((period) => {
      const { completedSessions, key: _key, ...done } = byPeriod.get(period) ?? { key: period, ...NO_ACTIVITY };
      return { period, ...done, completedChapters: completedSessions };
    });
  }

  /**
   * A workspace's or a group's members, counted on the membership rows alone (joining the people
   * would cost a 100k-member workspace half a second); null for a program or a learner.
   */
  private async membersOf(subject: EngagementSubject): Promise<number | null> {
    if (subject.courseId || subject.userId) return null;
    const memberships = this.dataSource.getRepository(MembershipEntity);
    if (subject.companyId)
      return memberships.count({
        where: { companyId: subject.companyId, role: 'member', ...(subject.organizationId ? { organizationId: subject.organizationId } : {}) },
      });
    if (!subject.organizationId) return null;
    return memberships.count({ where: { organizationId: subject.organizationId, role: 'member', companyId: IsNull(), courseId: IsNull() } });
  }

  /** A learner's groups in a workspace with their figures there, optionally only some groups. */
  async userGroups(organizationId: string, userId: string, onlyCompanyIds: string[] | null): Promise<UserGroupEngagementDTO[]> {
    const memberships = await this.dataSource.getRepository(CompanyUsers.entity).find({ where: { organizationId, userId }, order: { joinedAt: 'ASC' } });
    const visible = onlyCompanyIds ? memberships.filter((row) => onlyCompanyIds.includes(row.companyId)) : memberships;
    if (visible.length === 0) return [];
    const subject = { organizationId, userId };
    const [groups, enrolments, activity] = await Promise.all([
      this.dataSource.getRepository(Companies.entity).findBy({ id: In(visible.map((row) => row.companyId)) }),
      enrolmentFigures(this.dataSource, subject, 'companyId'),
      activityFigures(this.dataSource, subject, null, { kind: 'companyId' }),
    ]);
    const names = new Map(groups.map((group) => [group.id, group.name]));
    const enrolmentsOf = new Map(enrolments.map((row) => [row.key, row]));
    const activityOf = new Map(activity.map((row) => [row.key, row]));
    return visible.map((membership) => {
      const enrolment = enrolmentsOf.get(membership.companyId) ?? NO_ENROLMENTS;
      const done = activityOf.get(membership.companyId) ?? NO_ACTIVITY;
      return {
        companyId: membership.companyId,
        organizationId,
        companyName: names.get(membership.companyId) ?? '',
        isDisabled: membership.isDisabled,
        programsCount: enrolment.enrolments,
        minutesSpent: done.minutesSpent,
        numOfCompletedChapters: done.completedSessions,
        avgCompletion: enrolment.averageCompletion,
      };
    });
  }
}
