import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { emptyRoleSubject, RoleSubject } from '../../../shared/roles';
import type { User } from '../users/users.resource';
import { MembershipEntity } from './membership.entity';

const unique = (values: Array<string | null>): string[] => [...new Set(values.filter((value): value is string => !!value))];

/** Builds a user's role lists (managerOrganizations, agentCompanies, ...) from their membership rows. */
export const roleSubjectFrom = (user: Pick<User, 'id' | 'roles'>, memberships: MembershipEntity[]): RoleSubject => {
  const active = memberships.filter((membership) => !membership.isDisabled);
  const byRole = (role: MembershipEntity['role']) => active.filter((membership) => membership.role === role);
  const editors = byRole('editor');
  return {
    ...emptyRoleSubject(user.id),
    roles: [...user.roles],
    managerOrganizations: unique(byRole('manager').map((row) => row.organizationId)),
    billingManagerOrganizations: unique(byRole('billingManager').map((row) => row.organizationId)),
    editorOrganizations: unique(editors.filter((row) => !row.companyId && !row.courseId).map((row) => row.organizationId)),
    editorCompanies: unique(editors.filter((row) => row.companyId && !row.courseId).map((row) => row.companyId)),
    editorCourses: unique(editors.filter((row) => row.courseId).map((row) => row.courseId)),
    agentCompanies: unique(byRole('agent').map((row) => row.companyId)),
    partnerOrganizations: unique(byRole('partner').map((row) => row.organizationId)),
    creatorInOrganizations: unique(byRole('creator').map((row) => row.organizationId)),
    memberOfOrganizations: unique(byRole('member').map((row) => row.organizationId)),
    memberOfCompanies: unique(byRole('member').map((row) => row.companyId)),
  };
};

@Injectable()
export class RoleSubjectLoader {
  constructor(@InjectRepository(MembershipEntity) private readonly memberships: Repository<MembershipEntity>) {}

  async load(user: Pick<User, 'id' | 'roles'>): Promise<RoleSubject> {
    return roleSubjectFrom(user, await this.memberships.find({ where: { userId: user.id } }));
  }
}
