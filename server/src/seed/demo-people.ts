import type { DeepPartial } from 'typeorm';

import type { CourseEngagementEntity } from '../engagement/course-engagement.entity';
import type { StudyEntity } from '../engagement/study.entity';
import type { MembershipEntity } from '../memberships/membership.entity';
import type { User } from '../users/users.resource';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_DISTRIBUTIONS } from './demo-catalog';
import { SeededRandom } from './random';

const FIRST_NAMES = [
  'Ava',
  'Ben',
  'Chloe',
  'Daniel',
  'Emma',
  'Felix',
  'Grace',
  'Hiro',
  'Isla',
  'Jun',
  'Kai',
  'Lena',
  'Mateo',
  'Nora',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sora',
  'Theo',
  'Uma',
  'Victor',
  'Wen',
  'Yuna',
  'Zoe',
  'Minji',
  'Haruto',
  'Seo-yeon',
  'Ren',
  'Aiko',
];
const LAST_NAMES = [
  'Kim',
  'Lee',
  'Park',
  'Tanaka',
  'Sato',
  'Suzuki',
  'Smith',
  'Garcia',
  'Müller',
  'Rossi',
  'Nguyen',
  'Okafor',
  'Silva',
  'Cohen',
  'Novak',
  'Jensen',
  'Haddad',
  'Moreau',
  'Ito',
  'Choi',
];
const ACME_DEPARTMENTS = [
  'company-acme-sales',
  'company-acme-engineering',
  'company-acme-marketing',
  'company-acme-success',
  'company-acme-leadership',
  'company-acme-newhires',
  'company-acme-operations',
];

export type Person = { user: DeepPartial<User>; organizationId: string; companyIds: string[] };

const day = 86_400_000;

/** 320 generated learners: 260 at Acme (everyone group plus a department), the rest in the other workspaces. */
export const buildLearners = (random: SeededRandom, passwordHash: string, now: number): Person[] => {
  const people: Person[] = [];
  for (let index = 1; index <= 320; index += 1) {
    const number = String(index).padStart(3, '0');
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const [organizationId, companyIds] =
      index <= 260
        ? ['org-acme', ['company-acme-everyone', ACME_DEPARTMENTS[index % ACME_DEPARTMENTS.length]]]
        : index <= 290
          ? ['org-studio', []]
          : index <= 300
            ? ['org-garden', []]
            : ['org-extend', [index % 2 === 0 ? 'company-extend-a' : 'company-extend-b']];
    people.push({
      user: {
        id: `user-learner-${number}`,
        email: `learner${number}@demo.test`,
        passwordHash,
        roles: [],
        firstName,
        lastName,
        fullName: `${firstName} ${lastName}`,
        emailVerified: random.chance(0.9),
        timezone: 'UTC',
        createdAt: new Date(now - random.integer(10, 400) * day),
        lastLoginAt: random.chance(0.8) ? new Date(now - random.integer(0, 60) * day) : null,
      },
      organizationId,
      companyIds: companyIds,
    });
  }
  return people;
};

type MembershipSeed = Omit<DeepPartial<MembershipEntity>, 'role'> & { role: MembershipEntity['role'] };

/** The demo accounts' roles: the relations every role gate and landing rule reads. */
export const DEMO_ACCOUNT_MEMBERSHIPS: MembershipSeed[] = [
  { userId: 'user-manager', role: 'manager', organizationId: 'org-acme' },
  { userId: 'user-manager', role: 'billingManager', organizationId: 'org-acme' },
  { userId: 'user-manager', role: 'creator', organizationId: 'org-acme' },
  { userId: 'user-manager', role: 'member', organizationId: 'org-acme', employeeId: 'A-0001' },
  { userId: 'user-agent', role: 'agent', organizationId: 'org-acme', companyId: 'company-acme-sales' },
  { userId: 'user-agent', role: 'agent', organizationId: 'org-acme', companyId: 'company-acme-success' },
  { userId: 'user-agent', role: 'member', organizationId: 'org-acme', employeeId: 'A-0002' },
  { userId: 'user-curator', role: 'editor', organizationId: 'org-acme', courseId: 'course-leadership-101' },
  { userId: 'user-curator2', role: 'editor', organizationId: 'org-acme', courseId: 'course-feedback' },
  { userId: 'user-curator2', role: 'editor', organizationId: 'org-acme', courseId: 'course-coaching' },
  { userId: 'user-curator2', role: 'editor', organizationId: 'org-studio', courseId: 'course-creator-video' },
  { userId: 'user-curator2', role: 'editor', organizationId: 'org-studio', courseId: 'course-creator-scripts' },
  { userId: 'user-partner', role: 'partner', organizationId: 'org-studio' },
  { userId: 'user-partner', role: 'partner', organizationId: 'org-extend' },
  { userId: 'user-learner', role: 'member', organizationId: 'org-acme', employeeId: 'A-0100' },
  { userId: 'user-learner', role: 'member', organizationId: 'org-acme', companyId: 'company-acme-everyone' },
  { userId: 'user-learner', role: 'member', organizationId: 'org-acme', companyId: 'company-acme-engineering' },
  { userId: 'user-newbie', role: 'member', organizationId: 'org-garden' },
  { userId: 'user-learner-261', role: 'manager', organizationId: 'org-studio' },
  { userId: 'user-learner-261', role: 'creator', organizationId: 'org-studio' },
  { userId: 'user-learner-291', role: 'manager', organizationId: 'org-garden' },
  { userId: 'user-learner-301', role: 'manager', organizationId: 'org-extend' },
];

export const demoAccountUsers = (passwordHash: string): Array<DeepPartial<User>> =>
  DEMO_ACCOUNTS.map((account) => ({
    id: account.id,
    email: account.email,
    passwordHash,
    roles: account.roles,
    firstName: account.firstName,
    lastName: account.lastName,
    fullName: [account.firstName, account.lastName].filter(Boolean).join(' '),
    emailVerified: true,
    timezone: 'UTC',
  }));

/** Organization membership plus one row per group, with employee ids and a few disabled learners. */
export const learnerMemberships = (people: Person[], random: SeededRandom, now: number): MembershipSeed[] =>
  people.flatMap((person, index) => {
    const joinedAt = new Date(now - random.integer(5, 380) * day);
    const isDisabled = index % 37 === 0;
    return [
      {
        userId: String(person.user.id),
        role: 'member' as const,
        organizationId: person.organizationId,
        employeeId: `E-${String(index + 1).padStart(4, '0')}`,
        joinedAt,
        isDisabled,
      },
      ...person.companyIds.map((companyId) => ({
        userId: String(person.user.id),
        role: 'member' as const,
        organizationId: person.organizationId,
        companyId,
        joinedAt,
        isDisabled,
      })),
    ];
  });

/** One engagement row per learner per program of each of their groups. */
export const buildEngagement = (people: Person[], random: SeededRandom, now: number): Array<DeepPartial<CourseEngagementEntity>> =>
  people.flatMap((person) =>
    person.companyIds.flatMap((companyId) =>
      (DEMO_DISTRIBUTIONS[companyId] ?? []).map((courseId) => {
        const started = random.chance(0.8);
        const completion = started ? random.integer(5, 100) : 0;
        return {
          userId: String(person.user.id),
          companyId,
          courseId,
          organizationId: person.organizationId,
          currentDay: started ? random.integer(1, 30) : 0,
          opened: started || random.chance(0.5),
          started,
          discoverRate: started ? random.integer(20, 100) : 0,
          engagement: started ? random.integer(10, 100) : 0,
          completion,
          assessmentStatus: completion === 100 ? random.pick(['passed', 'passed', 'failed']) : started ? 'in_progress' : 'not_started',
          assessmentScore: completion === 100 ? random.integer(55, 100) : null,
          lastVisitAt: started ? new Date(now - random.integer(0, 45) * day) : null,
          completedAt: completion === 100 ? new Date(now - random.integer(0, 30) * day) : null,
          minutesSpent: started ? random.integer(5, 600) : 0,
          numOfCompletedChapters: Math.floor(completion / 20),
        };
      }),
    ),
  );

/** Step-level progress for the first 40 Acme learners on the first program of their department. */
export const buildStudies = (
  people: Person[],
  actionsByCourse: Map<string, Array<{ id: string }>>,
  random: SeededRandom,
  now: number,
): Array<DeepPartial<StudyEntity>> =>
  people.slice(0, 40).flatMap((person) => {
    const companyId = person.companyIds[1];
    const courseId = DEMO_DISTRIBUTIONS[companyId]?.[0];
    const actions = courseId ? (actionsByCourse.get(courseId) ?? []) : [];
    return actions.slice(0, random.integer(1, actions.length)).map((action) => ({
      userId: String(person.user.id),
      actionId: action.id,
      courseId,
      companyId,
      viewed: true,
      answer: random.chance(0.5) ? 'My answer, in my own words.' : null,
      answeredAt: new Date(now - random.integer(1, 30) * day),
      completedAt: new Date(now - random.integer(0, 29) * day),
      secondsSpent: random.integer(30, 900),
      likesCount: random.integer(0, 8),
      commentsCount: random.integer(0, 3),
      tries: 1,
    }));
  });
