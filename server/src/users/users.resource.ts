import { GLOBAL_ROLES } from '../../../shared/roles';
import { checkEmail, checkPassword, LIMITS, MESSAGES } from '../../../shared/validation';
import { allow } from '../authorization/access-terms';
import { defineResource } from '../common/resource/define-resource';
import { field, RowOf } from '../common/resource/fields';
import { MembershipEntity } from '../memberships/membership.entity';
import { UserProfileDTO } from './current-user.dto';
import { CurrentUserResolver, profileOf } from './current-user.resolver';
import { UserChangesResolver } from './user-changes.resolver';
import { UserMetadataEntity } from './user-metadata.entity';
import { UserMetadataService } from './user-metadata.service';
import { accountRules } from './user-rules';
import { UsersController } from './users.controller';

const userFields = {
  /** Stored trimmed and lower-cased so sign-in and invites match regardless of case. */
  email: field.text({
    maxLength: 254,
    unique: { message: 'emailTaken' },
    filterable: true,
    createOnly: true,
    trim: true,
    lowerCase: true,
    rule: checkEmail,
    message: MESSAGES.invalidEmail,
  }),
  /** argon2id hash; null for accounts made by an invite that never set a password. */
  passwordHash: field.text({ maxLength: 255, nullable: true, hidden: true, readOnly: true }),
  password: field.text({
    maxLength: 200,
    inputOnly: true,
    nullable: true,
    rule: checkPassword,
    description: 'Initial password; without one the person signs in after setting it.',
  }),
  roles: field.strings({ values: GLOBAL_ROLES, description: 'Platform roles: admin, superEditor, sales, programViewer, services.' }),
  firstName: field.text({ maxLength: LIMITS.profileNameMaxLength, default: '', trim: true, filterable: true }),
  lastName: field.text({ maxLength: LIMITS.profileNameMaxLength, default: '', trim: true, filterable: true }),
  fullName: field.text({ maxLength: 201, default: '', filterable: true, readOnly: true }),
  imageUrl: field.text({ maxLength: 500, nullable: true }),
  timezone: field.text({ maxLength: 64, default: 'UTC' }),
  emailVerified: field.boolean({ default: false, filterable: true, readOnly: true }),
  language: field.enum(['en', 'ko', 'ja'], { nullable: true, length: 5 }),
  notificationSettings: field.json({ type: () => Object, default: '{}', hidden: true, readOnly: true }),
  lastLoginAt: field.timestamp({ nullable: true, filterable: true, readOnly: true }),
  /** Raised by "log out everywhere": remember-me identities issued before it no longer sign in. */
  identityGeneration: field.integer({ default: 0, hidden: true, readOnly: true }),
  /** Kept by database triggers: lower-cased e-mail and name, indexed for the search box. */
  searchText: field.text({ maxLength: 512, default: '', hidden: true, readOnly: true }),
};

/** One row, as the hooks and services beside the resource see it. */
export type User = RowOf<typeof userFields>;

/** A person with an account (spec 02 §3). The password hash is never exposed. */
export const Users = defineResource({
  name: 'User',
  label: 'User',
  description: 'A person with an account. The password hash is never exposed.',
  fields: userFields,
  search: { stored: { table: 'users' } },
  indexes: [
    // The trigram GIN index of the SearchText migration (PostgreSQL); TypeORM must leave it alone.
    { name: 'IDX_users_search_text', columns: ['searchText'], synchronize: false },
    // The users table's sorts: a million users sorted without an index took 2 s for a manager (every
    // visible user checked, then sorted) (issue 10). Each ends with the id, the order's tie-breaker
    // (nestjs-query-adapter.ts), so a page is read from the index in order. E-mail is unique.
    { columns: ['createdAt', 'id'] },
    { columns: ['fullName', 'id'] },
    { columns: ['lastLoginAt', 'id'] },
  ],
  access: {
    read: [
      allow.roles('superEditor', 'admin', 'sales'),
      allow.self(),
      // Members of the workspaces one manages, and of the groups one runs.
      allow.related(
        { table: 'memberships', column: 'userId' },
        allow.workspaceRole('organizationId', 'manager', 'billingManager'),
        allow.groupRole('companyId', 'agent'),
      ),
      // Partners see the admins of the workspaces they partner.
      allow.related(
        { table: 'memberships', column: 'userId', where: { role: ['manager', 'billingManager'] } },
        allow.workspaceRole('organizationId', 'partner'),
      ),
    ],
    write: [allow.roles('superEditor', 'admin')],
  },
  hooks: accountRules,
  // Memberships: the agent's landing group beside the identity (current-user.resolver.ts).
  entities: [UserMetadataEntity, MembershipEntity],
  computed: {
    profile: {
      type: () => UserProfileDTO,
      description: 'profile{firstName, lastName, fullName, imageUrl}, the shape spec 02 §3 gives a user.',
      resolve: profileOf,
    },
  },
  providers: [CurrentUserResolver, UserMetadataService, UserChangesResolver],
  controllers: [UsersController],
});
