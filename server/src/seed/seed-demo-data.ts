import { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

import { hashPassword } from '../auth/password-hash';
import { Bundles } from '../bundles/bundles.resource';
import { CompanyCourseEntity } from '../companies/company-course.entity';
import { Companies } from '../companies/companies.resource';
import { declaredSeeds } from '../common/resource/define-seed';
import { resourceNamed } from '../common/resource/resource-registry';
import { Actions, Chapters, Courses } from '../courses/courses.resource';
import { CourseEngagementEntity } from '../engagement/course-engagement.entity';
import { StudyEntity } from '../engagement/study.entity';
import { FeatureUpdateTextEntity } from '../feature-updates/feature-update-text.entity';
import { FeatureUpdateEntity } from '../feature-updates/feature-update.entity';
import { MembershipEntity } from '../memberships/membership.entity';
import { BannerChangeEntity } from '../notification-banners/banner-change.entity';
import { NotificationBanners } from '../notification-banners/notification-banners.resource';
import { Organizations } from '../organizations/organizations.resource';
import { PromoCodes } from '../promo-codes/promo-codes.resource';
import { ReferralEntity } from '../referrals/referral.entity';
import { CourseRemoveConfirmations, UserRemoveConfirmations } from '../remove-confirmations/remove-confirmations.resource';
import { SaleEntity } from '../sales/sale.entity';
import { Users } from '../users/users.resource';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { buildProgram, DEMO_COURSES, DEMO_DISTRIBUTIONS, DEMO_GROUPS, DEMO_ORGANIZATIONS, toCompany } from './demo-catalog';
import * as extras from './demo-extras';
import { demoFeatureUpdateTexts } from './demo-feature-texts';
import { buildEngagement, buildLearners, buildStudies, DEMO_ACCOUNT_MEMBERSHIPS, demoAccountUsers, learnerMemberships } from './demo-people';
import { SeededRandom } from './random';

const CHUNK = 50;

/** Inserts in chunks: SQLite caps the number of bound parameters per statement. */
const insertAll = async <Entity extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<Entity>, rows: object[]): Promise<void> => {
  const repository = manager.getRepository(target);
  for (let start = 0; start < rows.length; start += CHUNK) {
    await repository.save(rows.slice(start, start + CHUNK).map((row) => repository.create(row as Entity)));
  }
};

export type SeedResult = { seeded: boolean; users: number; milliseconds: number };

/**
 * The demo workspace, accounts and data, inserted once in one transaction: it is either all
 * there or not at all, and a second start finds the first demo account and does nothing.
 */
export const seedDemoData = async (dataSource: DataSource, now = Date.now()): Promise<SeedResult> => {
  const startedAt = Date.now();
  if (await dataSource.getRepository(Users.entity).exists({ where: { email: DEMO_ACCOUNTS[0].email } })) {
    return { seeded: false, users: 0, milliseconds: Date.now() - startedAt };
  }
  const random = new SeededRandom(20261121);
  // One hash for every demo account: hashing 330 times would take most of a minute.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const learners = buildLearners(random, passwordHash, now);
  const programs = DEMO_COURSES.map((course) => buildProgram(course, random));
  const actionsByCourse = new Map(programs.map((program) => [String(program.course.id), program.actions.map((action) => ({ id: String(action.id) }))]));
  const organizationOf = new Map(DEMO_GROUPS.map((group) => [group.id, group.organizationId]));

  await dataSource.transaction(async (manager) => {
    // People first: workspaces, programs and memberships reference them.
    await insertAll(manager, Users.entity, [...demoAccountUsers(passwordHash), ...learners.map((person) => person.user)]);
    await insertAll(manager, Organizations.entity, DEMO_ORGANIZATIONS);
    await insertAll(manager, Companies.entity, DEMO_GROUPS.map(toCompany));
    await insertAll(
      manager,
      Courses.entity,
      programs.map((program) => program.course),
    );
    await insertAll(
      manager,
      Chapters.entity,
      programs.flatMap((program) => program.chapters),
    );
    await insertAll(
      manager,
      Actions.entity,
      programs.flatMap((program) => program.actions),
    );
    await insertAll(
      manager,
      CompanyCourseEntity,
      Object.entries(DEMO_DISTRIBUTIONS).flatMap(([companyId, courseIds]) =>
        courseIds.map((courseId) => ({ companyId, courseId, organizationId: organizationOf.get(companyId), distributedAt: new Date(now - 40 * 86_400_000) })),
      ),
    );
    await insertAll(manager, MembershipEntity, [
      ...DEMO_ACCOUNT_MEMBERSHIPS.map((membership) => ({ joinedAt: new Date(now - 200 * 86_400_000), ...membership })),
      ...learnerMemberships(learners, random, now),
    ]);
    await insertAll(manager, CourseEngagementEntity, buildEngagement(learners, random, now));
    await insertAll(manager, StudyEntity, buildStudies(learners, actionsByCourse, random, now));
    const banners = extras.demoBanners(now);
    await insertAll(manager, NotificationBanners.entity, banners);
    await insertAll(manager, BannerChangeEntity, extras.demoBannerChanges(banners, now));
    await insertAll(manager, ReferralEntity, extras.demoReferrals(now));
    await insertAll(manager, Bundles.entity, extras.DEMO_BUNDLES);
    await insertAll(manager, PromoCodes.entity, extras.demoPromoCodes(now));
    await insertAll(manager, SaleEntity, extras.demoSales(now));
    await insertAll(manager, CourseRemoveConfirmations.entity, extras.demoCourseRemoveConfirmations());
    await insertAll(manager, UserRemoveConfirmations.entity, extras.demoUserRemoveConfirmations());
    await insertAll(manager, FeatureUpdateEntity, extras.demoFeatureUpdates(now));
    await insertAll(manager, FeatureUpdateTextEntity, demoFeatureUpdateTexts());
    // Each resource's own demo rows (<name>.seed.ts, discovered), after what they refer to.
    for (const seed of declaredSeeds()) await insertAll(manager, resourceNamed(seed.resource).entity, seed.rows({ now }));
  });
  return { seeded: true, users: DEMO_ACCOUNTS.length + learners.length, milliseconds: Date.now() - startedAt };
};
