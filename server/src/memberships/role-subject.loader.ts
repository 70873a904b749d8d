import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { emptyRoleSubject, RoleSubject } from '../../../shared/roles';
import { anchorsFrom, MembershipFacts, RoleAnchors } from '../authorization/role-levels';
import type { User } from '../users/users.resource';
import { MembershipEntity } from './membership.entity';

/** The role lists every gate reads, and the anchors access terms are matched against (authorization/role-levels.ts). */
export type LoadedRoles = { subject: RoleSubject; anchors: RoleAnchors };

/** Builds a user's role lists (managerOrganizations, agentCompanies, ...) from their membership rows. */
export const roleSubjectFrom = (user: Pick<User, 'id' | 'roles'>, memberships: readonly MembershipFacts[]): RoleSubject => rolesFrom(user, memberships).subject;

/** The role lists are the anchors of role-levels.ts, so a gate and an access term read the same rows the same way. */
export const rolesFrom = (user: Pick<User, 'id' | 'roles'>, memberships: readonly MembershipFacts[]): LoadedRoles => {
  const anchors = anchorsFrom(memberships);
  const { workspace, group, program } = anchors;
  const subject: RoleSubject = {
    ...emptyRoleSubject(user.id),
    roles: [...user.roles],
    managerOrganizations: [...workspace.manager],
    billingManagerOrganizations: [...workspace.billingManager],
    editorOrganizations: [...workspace.editor],
    editorCompanies: [...group.editor],
    editorCourses: [...program.editor],
    agentCompanies: [...group.agent],
    partnerOrganizations: [...workspace.partner],
    creatorInOrganizations: [...workspace.creator],
    memberOfOrganizations: [...workspace.member],
    memberOfCompanies: [...group.member],
  };
  return { subject, anchors };
};

@Injectable()
export class RoleSubjectLoader {
  constructor(@InjectRepository(MembershipEntity) private readonly memberships: Repository<MembershipEntity>) {}

  async load(user: Pick<User, 'id' | 'roles'>): Promise<LoadedRoles> {
    return rolesFrom(user, await this.memberships.find({ where: { userId: user.id } }));
  }
}
