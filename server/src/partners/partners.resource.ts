import { allow } from '../authorization/access-terms';
import { defineView, ResourceRow } from '../common/resource/define-resource';
import { field } from '../common/resource/fields';
import { resourceNamed } from '../common/resource/resource-registry';
import { MembershipEntity } from '../memberships/membership.entity';

/** A partner and one workspace they partner. Internal: sales (the Partners item's role) and staff. The id is the membership id. */
export const Partners = defineView({
  name: 'Partner',
  label: 'Partner',
  description: 'A partner and one workspace they partner. The id is the membership id.',
  table: 'partners',
  query: (dataSource) =>
    dataSource
      .createQueryBuilder()
      .select('membership.id', 'id')
      .addSelect('membership.userId', 'userId')
      .addSelect('membership.organizationId', 'organizationId')
      .addSelect('person.email', 'email')
      .addSelect('person.fullName', 'fullName')
      .addSelect('workspace.name', 'organizationName')
      .from(MembershipEntity, 'membership')
      .innerJoin(resourceNamed('User').entity, 'person', 'person.id = membership.userId')
      .innerJoin(resourceNamed('Organization').entity, 'workspace', 'workspace.id = membership.organizationId')
      .where("membership.role = 'partner'"),
  fields: {
    userId: field.reference('User', { onDelete: 'CASCADE', filterable: true }),
    organizationId: field.reference('Organization', { onDelete: 'CASCADE', filterable: true }),
    email: field.text({ filterable: true }),
    fullName: field.text({ filterable: true }),
    organizationName: field.text({ filterable: true }),
  },
  search: { fields: ['email', 'fullName', 'organizationName'] },
  access: { read: [allow.roles('superEditor', 'admin', 'sales')] },
});

export type Partner = ResourceRow<typeof Partners>;
