import type { DataSource } from 'typeorm';
import { In } from 'typeorm';

import { learnerDeadlineOf, learnerStartOf } from '../../../shared/distribution-rules';
import { CompanyCourseEntity } from '../companies/company-course.entity';
import { MembershipEntity } from '../memberships/membership.entity';
import { CourseEngagementEntity } from './course-engagement.entity';

/** A learner's own start and deadline in one program of one group (null: never distributed there, or no deadline). */
export type LearnerDeadline = { availableFrom: Date | null; deadline: Date | null };

const pairKey = (first: string, second: string): string => `${first} ${second}`;

/**
 * For a page of enrolments (engagement ids): when the program reached each learner (the later of
 * its distribution to the group and their joining the group) and when their access ends, by the
 * group's distribution settings ("available for N days" counted from that start,
 * shared/distribution-rules.ts). Three queries, whatever the number of enrolments.
 */
export const learnerDeadlines = async (dataSource: DataSource, enrolmentIds: readonly string[]): Promise<Map<string, LearnerDeadline>> => {
  const enrolments = await dataSource.getRepository(CourseEngagementEntity).find({
    select: { id: true, userId: true, companyId: true, courseId: true },
    where: { id: In([...new Set(enrolmentIds)]) },
  });
  if (enrolments.length === 0) return new Map();
  const distributions = await dataSource.getRepository(CompanyCourseEntity).find({
    where: enrolments.map((enrolment) => ({ companyId: enrolment.companyId, courseId: enrolment.courseId })),
  });
  const memberships = await dataSource.getRepository(MembershipEntity).find({
    select: { userId: true, companyId: true, joinedAt: true },
    where: enrolments.map((enrolment) => ({ userId: enrolment.userId, companyId: enrolment.companyId, role: 'member' as const })),
  });
  const distributionOf = new Map(distributions.map((row) => [pairKey(row.companyId, row.courseId), row]));
  const joinedAtOf = new Map(memberships.map((row) => [pairKey(row.userId, row.companyId ?? ''), row.joinedAt]));
  return new Map(
    enrolments.map((enrolment): [string, LearnerDeadline] => {
      const distribution = distributionOf.get(pairKey(enrolment.companyId, enrolment.courseId));
      if (!distribution?.distributedAt) return [enrolment.id, { availableFrom: null, deadline: null }];
      const start = learnerStartOf(distribution.distributedAt, joinedAtOf.get(pairKey(enrolment.userId, enrolment.companyId)) ?? null);
      return [enrolment.id, { availableFrom: start, deadline: learnerDeadlineOf(distribution, start) }];
    }),
  );
};
