import { Int } from '@nestjs/graphql';
import { In } from 'typeorm';

import { COMPANY_TYPES, PEER_INVITATION_MODES } from '../../../shared/constants';
import { GROUP_ROW_RULES } from '../../../shared/group-rules';
import { checkCertificateSigner, checkEmailReplyTo, checkEntityName, checkGroupName } from '../../../shared/validation';
import { allow } from '../authorization/access-terms';
import { JSONObjectScalar } from '../common/graphql/json.scalar';
import { defineResource } from '../common/resource/define-resource';
import { field, RowOf } from '../common/resource/fields';
import { resourceNamed } from '../common/resource/resource-registry';
import { CURATED_PROGRAM_REACH } from '../distribution/distribution-access';
import { MembershipEntity } from '../memberships/membership.entity';
import { CompanyCourseEntity } from './company-course.entity';
import { countPerGroup, groupRules } from './company-rules';

/**
 * A group's settings and contact are for whoever runs it: internal staff (sales only read), its
 * workspace's managers and its agents; its learners see the group, not these.
 */
const GROUP_SETTINGS_READERS = [allow.roles('superEditor', 'admin', 'sales'), allow.workspaceRole('organizationId', 'manager'), allow.groupRole('id', 'agent')];

const companyFields = {
  organizationId: field.reference('Organization', { onDelete: 'CASCADE', createOnly: true, filterable: true, index: false }),
  name: field.text({ maxLength: 200, filterable: true, rule: checkEntityName }),
  groupName: field.text({ maxLength: 50, nullable: true, filterable: true, rule: checkGroupName, description: 'Library group name, at most 50 characters.' }),
  companyType: field.enum(COMPANY_TYPES, { default: 'others', length: 10, filterable: true, createOnly: true, description: 'test, public or others.' }),
  createdBy: field.reference('User', { nullable: true, onDelete: 'SET NULL', stampActor: true, relation: 'creator', index: false }),
  forbidManualEdit: field.boolean({ default: false, filterable: true }),
  forbidManualEditAllowCourseEdit: field.boolean({ default: false }),
  disabled: field.boolean({ default: false, filterable: true }),
  /** Disabled with its workspace rather than on its own: re-enabling the workspace enables it again (spec 02 §4). */
  disabledWithWorkspace: field.boolean({ default: false, readOnly: true, hidden: true }),
  courseId: field.reference('Course', {
    nullable: true,
    onDelete: 'SET NULL',
    readOnly: true,
    filterable: true,
    description: 'Set when the group exists for one program.',
  }),
  tags: field.strings({ filterable: true }),
  contact: field.text({ maxLength: 200, nullable: true, read: GROUP_SETTINGS_READERS }),
  contactEmail: field.text({ maxLength: 254, nullable: true, rule: checkEmailReplyTo, read: GROUP_SETTINGS_READERS }),
  certificateSigner: field.text({ maxLength: 1000, nullable: true, rule: checkCertificateSigner, read: GROUP_SETTINGS_READERS }),
  greetingsDisabled: field.boolean({ default: false }),
  membersListEnabled: field.boolean({ default: true }),
  wallDisabled: field.boolean({ default: false }),
  weeklyScoresEmailDisabled: field.boolean({ default: false }),
  botAiDisabled: field.boolean({ default: false }),
  botAiLearnerDisabled: field.boolean({ default: false }),
  policies: field.json({ type: () => JSONObjectScalar, list: true, default: '[]', readOnly: true, read: GROUP_SETTINGS_READERS }),
  peerInvitationMode: field.enum(PEER_INVITATION_MODES, { default: 'closed', length: 10, filterable: true, description: 'open, approval or closed.' }),
  employeeIdRequired: field.boolean({ default: false }),
  language: field.enum(['en', 'ko', 'ja'], { nullable: true, length: 5 }),
  logoUrl: field.text({ maxLength: 500, nullable: true }),
  sealUrl: field.text({ maxLength: 500, nullable: true }),
  modernLogoUrl: field.text({ maxLength: 500, nullable: true, readOnly: true }),
  modernSealUrl: field.text({ maxLength: 500, nullable: true, readOnly: true }),
  accessCodes: field.strings({ readOnly: true, read: GROUP_SETTINGS_READERS }),
  userManageMode: field.text({ maxLength: 20, default: 'manual', readOnly: true }),
  externalUserAttributeFilters: field.json({ type: () => JSONObjectScalar, nullable: true, readOnly: true, read: GROUP_SETTINGS_READERS }),
  externalUserAttributeLastChangedAt: field.timestamp({ nullable: true, readOnly: true }),
  externalUserAttributeLastSync: field.timestamp({ nullable: true, readOnly: true }),
  product: field.text({ maxLength: 2, nullable: true, filterable: true, readOnly: true }),
};

/** One row, as the hooks and services beside the resource see it. */
export type Company = RowOf<typeof companyFields>;

/** A group inside a workspace (spec 02 §3), under the group-edit rules of spec 02 §5 (company-rules.ts). */
export const Companies = defineResource({
  name: 'Company',
  plural: 'companies',
  label: 'Group',
  description: 'A group inside a workspace.',
  fields: companyFields,
  audit: true,
  indexes: [{ columns: ['organizationId', 'name', 'id'] }],
  access: {
    read: [
      allow.roles('superEditor', 'admin', 'sales'),
      allow.workspaceRole('organizationId', 'manager', 'billingManager', 'partner'),
      allow.groupRole('id', 'agent', 'editor', 'member'),
      // A program's curators see where they may distribute it (the distribution page's groups).
      ...CURATED_PROGRAM_REACH,
    ],
    write: [allow.roles('superEditor', 'admin'), allow.workspaceRole('organizationId', 'manager')],
  },
  hooks: groupRules,
  rules: GROUP_ROW_RULES,
  computed: {
    organizationName: {
      type: () => String,
      description: "The workspace's name.",
      key: (group) => group.organizationId,
      fallback: '',
      load: async (ids, { dataSource }) => {
        const rows = await dataSource.getRepository(resourceNamed('Organization').entity).find({ where: { id: In([...ids]) } });
        return new Map(rows.map((row) => [String(Reflect.get(row, 'id')), String(Reflect.get(row, 'name'))]));
      },
    },
    organizationTimeZone: {
      type: () => String,
      description: "The workspace's time zone, for whoever reads the group (a curator distributing to it reads no workspace).",
      key: (group) => group.organizationId,
      fallback: 'UTC',
      load: async (ids, { dataSource }) => {
        const rows = await dataSource.getRepository(resourceNamed('Organization').entity).find({ where: { id: In([...ids]) } });
        return new Map(rows.map((row) => [String(Reflect.get(row, 'id')), String(Reflect.get(row, 'timeZone'))]));
      },
    },
    usersCount: {
      type: () => Int,
      description: 'Learners in the group.',
      fallback: 0,
      load: (ids, { dataSource }) => countPerGroup(dataSource, MembershipEntity, ids, { role: 'member' }),
    },
    programsCount: {
      type: () => Int,
      description: 'Programs distributed to the group.',
      fallback: 0,
      load: (ids, { dataSource }) => countPerGroup(dataSource, CompanyCourseEntity, ids),
    },
  },
});
