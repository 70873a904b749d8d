import type { DeepPartial } from 'typeorm';

import type { Company } from '../companies/companies.resource';
import type { Course } from '../courses/courses.resource';
import type { ResourceRow } from '../common/resource/define-resource';
import type { Actions, Chapters } from '../courses/courses.resource';
import type { Organization } from '../organizations/organizations.resource';
import { SeededRandom } from './random';

/** Workspaces across tiers: enterprise (with test, public and everyone groups), creator, free, extend. */
export const DEMO_ORGANIZATIONS: Array<DeepPartial<Organization>> = [
  {
    id: 'org-acme',
    name: 'Acme Learning',
    product: 'UL',
    clientCode: 'ACME01',
    countryCode: 'US',
    referralCode: 'acme2026',
    contact: 'Mina Manager',
    contactEmail: 'manager@demo.test',
    emailFromName: 'Acme Academy',
    emailReplyTo: 'academy@acme.example',
    certificateSigner: 'Mina Manager;Head of Learning;Acme Learning',
    peerInvitationModeDefault: 'approval',
    employeeIdName: 'Employee number',
    featureFlags: [
      'assessments',
      'manualReviews',
      'messaging',
      'scorm',
      'externalUserAttributes',
      'shop',
      'certificate',
      'whiteLabel',
      'sso',
      'integrations',
      'botAi',
    ],
    billingService: {
      type: 'chargebee',
      subscriptionId: 'sub-acme',
      purchasedLicenses: 500,
      pricingType: 'per_seat',
      maxGroups: 100,
      maxLearners: 1000,
      maxTranslatedWords: 200000,
      maxLumenAi: 5000,
      bonusCreditsLumenAi: 250,
      planName: 'Enterprise',
      planId: 'cu-ent-0200-yearly',
      status: 'active',
    },
    customPalette: { primaryColor: '#1E5EFF', secondaryColor: '#FFB020', appBarBackgroundColor: '#0B1F4D', dashboardLogo: null },
    externalUserAttributes: [
      { name: 'department', isPrimaryKey: false, type: 'select', valueType: 'string' },
      { name: 'location', isPrimaryKey: false, type: 'text', valueType: 'string' },
    ],
    tags: ['enterprise'],
  },
  {
    id: 'org-studio',
    name: 'Studio Creator',
    product: 'CR',
    countryCode: 'KR',
    referralCode: 'studio2026',
    billingService: {
      type: 'chargebee',
      subscriptionId: 'sub-studio',
      purchasedLicenses: 50,
      pricingType: 'flat',
      maxGroups: 1,
      maxLearners: 100,
      maxTranslatedWords: 20000,
      maxLumenAi: 500,
      bonusCreditsLumenAi: 0,
      planName: 'Creator Pro',
      planId: 'cu-pro-monthly',
      status: 'active',
    },
    featureFlags: ['assessments', 'certificate'],
    tags: [],
  },
  { id: 'org-garden', name: 'Free Garden', product: 'FT', countryCode: 'JP', referralCode: 'garden2026', billingService: null, featureFlags: [], tags: [] },
  {
    id: 'org-extend',
    name: 'Extend Partners',
    product: 'XL',
    countryCode: 'GB',
    referralCode: 'extend2026',
    billingService: {
      type: 'chargebee',
      subscriptionId: 'sub-extend',
      purchasedLicenses: 200,
      pricingType: 'block',
      maxGroups: 20,
      maxLearners: 300,
      maxTranslatedWords: 0,
      maxLumenAi: 0,
      bonusCreditsLumenAi: 0,
      planName: 'Extend',
      planId: 'xl-block-2025',
      status: 'non-renewing',
    },
    // Certificates are in its plan (shared/plans.ts): its seeded certificate template stays editable.
    featureFlags: ['assessments', 'messaging', 'certificate'],
    tags: [],
  },
];

type GroupSeed = { id: string; organizationId: string; name: string; companyType?: string; tags?: string[]; forbidManualEdit?: boolean; disabled?: boolean };

/** 13 groups; Acme has an everyone group, a test group and a public group. */
export const DEMO_GROUPS: GroupSeed[] = [
  { id: 'company-acme-everyone', organizationId: 'org-acme', name: 'Everyone at Acme', tags: ['everyone'] },
  { id: 'company-acme-sales', organizationId: 'org-acme', name: 'Sales Team' },
  { id: 'company-acme-engineering', organizationId: 'org-acme', name: 'Engineering' },
  { id: 'company-acme-marketing', organizationId: 'org-acme', name: 'Marketing' },
  { id: 'company-acme-success', organizationId: 'org-acme', name: 'Customer Success' },
  { id: 'company-acme-leadership', organizationId: 'org-acme', name: 'Leadership Circle' },
  { id: 'company-acme-newhires', organizationId: 'org-acme', name: 'New Hires 2026' },
  { id: 'company-acme-operations', organizationId: 'org-acme', name: 'Operations', forbidManualEdit: true },
  { id: 'company-acme-test', organizationId: 'org-acme', name: 'QA Test Group', companyType: 'test' },
  { id: 'company-acme-public', organizationId: 'org-acme', name: 'Public Library', companyType: 'public' },
  { id: 'company-acme-archive', organizationId: 'org-acme', name: 'Archived Cohort 2024', disabled: true },
  { id: 'company-extend-a', organizationId: 'org-extend', name: 'Extend Cohort A' },
  { id: 'company-extend-b', organizationId: 'org-extend', name: 'Extend Cohort B' },
];

export const toCompany = (group: GroupSeed): DeepPartial<Company> => ({
  ...group,
  companyType: (group.companyType ?? 'others') as Company['companyType'],
  tags: group.tags ?? [],
  groupName: group.name.slice(0, 50),
  createdBy: 'user-manager',
  peerInvitationMode: 'closed',
});

type CourseSeed = { id: string; title: string; organizationId: string | null; status2: string; difficulty: string; category: string; extra?: Partial<Course> };

/** 22 programs; ids are stable so tests and links can name them. */
export const DEMO_COURSES: CourseSeed[] = [
  { id: 'course-leadership-101', title: 'Leadership Essentials', organizationId: 'org-acme', status2: 'live', difficulty: 'basic', category: 'leadership' },
  {
    id: 'course-feedback',
    title: 'Giving Useful Feedback',
    organizationId: 'org-acme',
    status2: 'live',
    difficulty: 'intermediate',
    category: 'leadership',
    extra: { manualReviews: true, hasAssessments: true },
  },
  { id: 'course-negotiation', title: 'Negotiation in Practice', organizationId: 'org-acme', status2: 'live', difficulty: 'advanced', category: 'sales' },
  { id: 'course-prospecting', title: 'Prospecting Playbook', organizationId: 'org-acme', status2: 'live', difficulty: 'basic', category: 'sales' },
  {
    id: 'course-security',
    title: 'Security Awareness 2026',
    organizationId: 'org-acme',
    status2: 'live',
    difficulty: 'universal',
    category: 'compliance',
    extra: { hasAssessments: true },
  },
  {
    id: 'course-privacy',
    title: 'Data Privacy Basics',
    organizationId: 'org-acme',
    status2: 'live',
    difficulty: 'universal',
    category: 'compliance',
    extra: { type: 'Scorm' },
  },
  { id: 'course-onboarding', title: 'Welcome to Acme', organizationId: 'org-acme', status2: 'live', difficulty: 'basic', category: 'onboarding' },
  { id: 'course-remote', title: 'Working Well Remotely', organizationId: 'org-acme', status2: 'ready', difficulty: 'basic', category: 'wellbeing' },
  {
    id: 'course-storytelling',
    title: 'Storytelling with Data',
    organizationId: 'org-acme',
    status2: 'live',
    difficulty: 'intermediate',
    category: 'marketing',
  },
  { id: 'course-customer-empathy', title: 'Customer Empathy', organizationId: 'org-acme', status2: 'live', difficulty: 'basic', category: 'service' },
  { id: 'course-time', title: 'Time and Energy', organizationId: 'org-acme', status2: 'pipeline', difficulty: 'basic', category: 'wellbeing' },
  { id: 'course-coaching', title: 'Coaching Conversations', organizationId: 'org-acme', status2: 'draft', difficulty: 'advanced', category: 'leadership' },
  {
    id: 'course-ops-excellence',
    title: 'Operational Excellence',
    organizationId: 'org-acme',
    status2: 'live',
    difficulty: 'intermediate',
    category: 'operations',
    extra: { hasProctoring: true, hasAssessments: true },
  },
  { id: 'course-legacy', title: 'Legacy Sales Method', organizationId: 'org-acme', status2: 'archived', difficulty: 'basic', category: 'sales' },
  {
    id: 'course-creator-video',
    title: 'Video Lessons that Stick',
    organizationId: 'org-studio',
    status2: 'live',
    difficulty: 'intermediate',
    category: 'creation',
  },
  { id: 'course-creator-pricing', title: 'Pricing Your Course', organizationId: 'org-studio', status2: 'live', difficulty: 'basic', category: 'business' },
  {
    id: 'course-creator-community',
    title: 'Building a Learner Community',
    organizationId: 'org-studio',
    status2: 'ready',
    difficulty: 'basic',
    category: 'business',
  },
  { id: 'course-creator-scripts', title: 'Scriptwriting Basics', organizationId: 'org-studio', status2: 'draft', difficulty: 'basic', category: 'creation' },
  { id: 'course-extend-sales', title: 'Channel Partner Selling', organizationId: 'org-extend', status2: 'live', difficulty: 'intermediate', category: 'sales' },
  { id: 'course-extend-support', title: 'Partner Support Standards', organizationId: 'org-extend', status2: 'live', difficulty: 'basic', category: 'service' },
  {
    id: 'course-platform-intro',
    title: 'Getting Started with Lumen',
    organizationId: null,
    status2: 'live',
    difficulty: 'universal',
    category: 'onboarding',
    extra: { isTemplate: true, ownerType: 'platform' },
  },
  {
    id: 'course-platform-ai',
    title: 'AI for Everyday Work',
    organizationId: null,
    status2: 'live',
    difficulty: 'universal',
    category: 'productivity',
    extra: { ownerType: 'platform' },
  },
];

const CONTENT_TYPES = ['text', 'video', 'qa', 'multiple_choice', 'quote', 'image', 'link', 'audio'];

export type ProgramContent = {
  course: DeepPartial<Course>;
  chapters: Array<DeepPartial<ResourceRow<typeof Chapters>>>;
  actions: Array<DeepPartial<ResourceRow<typeof Actions>>>;
};

/** Each program gets 3 to 6 sessions of 2 to 4 actions; counts on the program match them. */
export const buildProgram = (seed: CourseSeed, random: SeededRandom): ProgramContent => {
  const chapters: Array<DeepPartial<ResourceRow<typeof Chapters>>> = [];
  const actions: Array<DeepPartial<ResourceRow<typeof Actions>>> = [];
  const chapterCount = random.integer(3, 6);
  for (let chapterIndex = 1; chapterIndex <= chapterCount; chapterIndex += 1) {
    const chapterId = `${seed.id}-ch${chapterIndex}`;
    chapters.push({
      id: chapterId,
      courseId: seed.id,
      order: chapterIndex,
      title: `Session ${chapterIndex}: ${seed.title}`,
      description: `Part ${chapterIndex} of ${seed.title}.`,
    });
    const actionCount = random.integer(2, 4);
    for (let actionIndex = 1; actionIndex <= actionCount; actionIndex += 1) {
      const contentType = random.pick(CONTENT_TYPES);
      actions.push({
        id: `${chapterId}-a${actionIndex}`,
        chapterId,
        courseId: seed.id,
        order: actionIndex,
        contentType,
        title: `Step ${actionIndex}`,
        description: `A ${contentType.replace('_', ' ')} step.`,
        rewards: [{ type: random.pick(['various', 'happiness', 'effectiveness', 'quality']), channel: 'in-app', value: random.integer(1, 5) }],
      });
    }
  }
  const published = seed.status2 === 'live' || seed.status2 === 'ready';
  const course: DeepPartial<Course> = {
    id: seed.id,
    title: seed.title,
    organizationId: seed.organizationId,
    status2: seed.status2 as Course['status2'],
    difficulty: seed.difficulty as Course['difficulty'],
    category: seed.category,
    categoryText: seed.category[0].toUpperCase() + seed.category.slice(1),
    published,
    description: `${seed.title}: a program of ${chapterCount} sessions.`,
    tagline: `Learn ${seed.title.toLowerCase()} in short daily steps.`,
    curator: { name: 'Cora Curator', title: 'Learning Designer', company: 'Lumen', photo: null, bio: 'Designs programs people finish.' },
    curatorName: 'Cora Curator',
    skills: [seed.category],
    tags: [`#${seed.category}`],
    chaptersCount: chapters.length,
    actionsCount: actions.length,
    interactionTime: actions.length * 4,
    ownerType: seed.organizationId ? 'organization' : 'platform',
    availableToOrganizations: published && seed.organizationId ? [seed.organizationId] : seed.organizationId ? [] : ['org-acme', 'org-studio'],
    // Published to each group it is distributed to: a program-group link means the group may have it (issue 29).
    availableToCompanies: groupsHaving(seed.id),
    ...seed.extra,
  };
  return { course, chapters, actions };
};

/** The groups DEMO_DISTRIBUTIONS gives a program. */
const groupsHaving = (courseId: string): string[] =>
  Object.entries(DEMO_DISTRIBUTIONS)
    .filter(([, courseIds]) => courseIds.includes(courseId))
    .map(([companyId]) => companyId);

/** Which programs each Acme and Extend group has: the first is also where engagement is recorded. */
export const DEMO_DISTRIBUTIONS: Record<string, string[]> = {
  'company-acme-everyone': ['course-onboarding', 'course-security', 'course-privacy'],
  'company-acme-sales': ['course-negotiation', 'course-prospecting', 'course-customer-empathy'],
  'company-acme-engineering': ['course-security', 'course-remote', 'course-storytelling'],
  'company-acme-marketing': ['course-storytelling', 'course-customer-empathy'],
  'company-acme-success': ['course-customer-empathy', 'course-feedback'],
  'company-acme-leadership': ['course-leadership-101', 'course-feedback', 'course-coaching'],
  'company-acme-newhires': ['course-onboarding', 'course-platform-intro'],
  'company-acme-operations': ['course-ops-excellence'],
  'company-acme-test': ['course-leadership-101'],
  'company-acme-public': ['course-platform-ai'],
  'company-extend-a': ['course-extend-sales'],
  'company-extend-b': ['course-extend-support', 'course-extend-sales'],
};
