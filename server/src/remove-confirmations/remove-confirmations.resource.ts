import { REMOVE_CONFIRMATION_COURSE_REASONS, REMOVE_CONFIRMATION_USER_REASONS } from '../../../shared/constants';
import { checkEmail, MESSAGES } from '../../../shared/validation';
import { allow } from '../authorization/access-terms';
import { defineResource, ResourceRow } from '../common/resource/define-resource';
import { field } from '../common/resource/fields';
import type { ResourceHooks } from '../common/resource/resource-query.service';

export const CONFIRMATION_ACTIONS = ['process', 'discard'] as const;

/** Platform admins only (spec 01 §6, admin pages). */
const ADMIN_ACCESS = { read: [allow.roles('superEditor', 'admin')], write: [allow.roles('superEditor', 'admin')] };

/** The part every confirmation has: why, what caused it, and how an admin handled it. */
const handling = {
  reasonRelationKey: field.text({ maxLength: 64, filterable: true, createOnly: true, description: 'The id of the deleted workspace or user that caused it.' }),
  handled: field.boolean({ default: false, filterable: true }),
  handledBy: field.reference('User', { nullable: true, onDelete: 'SET NULL', readOnly: true, filterable: true, relation: 'handler', index: false }),
  action: field.enum(CONFIRMATION_ACTIONS, { nullable: true, length: 10, filterable: true, description: 'process or discard, once handled.' }),
};

/** Handling a confirmation records who did it. */
const recordHandler: ResourceHooks<{ handled: boolean; handledBy: string | null }> = {
  beforeUpdate: (update, current, { actor }) => (update.handled === true && !current.handled ? { ...update, handledBy: actor?.id ?? null } : update),
};

/** A program whose deletion waits for an admin: process deletes it, discard keeps it. */
export const CourseRemoveConfirmations = defineResource({
  name: 'CourseRemoveConfirmation',
  label: 'Program delete confirmation',
  description: 'A program deletion waiting for an admin.',
  fields: {
    reason: field.enum(REMOVE_CONFIRMATION_COURSE_REASONS, {
      length: 30,
      filterable: true,
      createOnly: true,
      description: 'organization_deleted or user_deleted.',
    }),
    ...handling,
    // The program may be gone once processed: an id kept as a record, not a foreign key.
    courseId: field.text({ maxLength: 64, filterable: true, createOnly: true }),
    courseTitle: field.text({ maxLength: 200, filterable: true, createOnly: true }),
  },
  indexes: [{ columns: ['handled', 'reason'] }],
  access: ADMIN_ACCESS,
  hooks: recordHandler,
});

/** A user whose removal waits for an admin: process removes them, discard keeps them. */
export const UserRemoveConfirmations = defineResource({
  name: 'UserRemoveConfirmation',
  label: 'User delete confirmation',
  description: 'A user removal waiting for an admin.',
  fields: {
    reason: field.enum(REMOVE_CONFIRMATION_USER_REASONS, {
      length: 30,
      filterable: true,
      createOnly: true,
      description: 'removed_from_organization or organization_deleted.',
    }),
    ...handling,
    userId: field.text({ maxLength: 64, filterable: true, createOnly: true }),
    /** Kept here so the row still reads well once the user is gone. */
    userEmail: field.text({ maxLength: 254, filterable: true, createOnly: true, rule: checkEmail, message: MESSAGES.invalidEmail }),
    userFullName: field.text({ maxLength: 201, default: '', filterable: true, createOnly: true }),
  },
  indexes: [{ columns: ['handled', 'reason'] }],
  access: ADMIN_ACCESS,
  hooks: recordHandler,
});

export type CourseRemoveConfirmation = ResourceRow<typeof CourseRemoveConfirmations>;
export type UserRemoveConfirmation = ResourceRow<typeof UserRemoveConfirmations>;
