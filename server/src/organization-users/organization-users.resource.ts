import { In } from 'typeorm';

import { allow } from '../authorization/access-terms';
import { defineView, ResourceRow } from '../common/resource/define-resource';
import { MembershipEntity } from '../memberships/membership.entity';
import { memberCount, memberRowFields, memberRowsQuery, MEMBER_SEARCH } from '../memberships/member-rows';

/** A member of a workspace: their workspace membership with the person's name and e-mail. The id is the membership id. */
export const OrganizationUsers = defineView({
  name: 'OrganizationUser',
  label: 'Member',
  description: 'A member of a workspace. The id is the membership id.',
  table: 'organization_users',
  query: (dataSource) => memberRowsQuery(dataSource).andWhere('membership.companyId IS NULL').andWhere('membership.courseId IS NULL'),
  fields: memberRowFields,
  search: MEMBER_SEARCH,
  countFrom: memberCount('{alias}.companyId IS NULL AND {alias}.courseId IS NULL'),
  access: { read: [allow.roles('superEditor', 'admin', 'sales'), allow.workspaceRole('organizationId', 'manager', 'billingManager', 'partner')] },
  computed: {
    roles: {
      type: () => [String],
      description: 'The roles the person holds in this workspace (manager, billing manager, creator, editor; agent where they run a group).',
      key: (member) => `${member.organizationId} ${member.userId}`,
      fallback: [],
      // One query for the whole page: the page's people's role rows at once, found by person (a
      // few rows each) and kept for the asked workspaces here; asking the database for the
      // workspace too let it walk the whole workspace's memberships (300k in a large one: 70 ms).
      load: async (keys, { dataSource }) => {
        const wanted = new Set(keys);
        const rows = await dataSource.getRepository(MembershipEntity).find({
          select: { userId: true, organizationId: true, role: true },
          where: { userId: In([...new Set(keys.map((key) => key.split(' ')[1]))]) },
        });
        const roles = new Map<string, Set<string>>();
        for (const row of rows) {
          const key = `${row.organizationId} ${row.userId}`;
          if (row.role === 'member' || !wanted.has(key)) continue;
          roles.set(key, (roles.get(key) ?? new Set()).add(row.role));
        }
        return new Map([...roles].map(([key, set]) => [key, [...set].sort()]));
      },
    },
  },
});

export type OrganizationUser = ResourceRow<typeof OrganizationUsers>;
