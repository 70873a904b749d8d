import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';

import { isSales, seesEverything } from '../../../shared/roles';
import { RequestUser } from '../auth/request-user';
import { CompanyCourseEntity } from '../companies/company-course.entity';
import { CompanyEntity } from '../companies/company.entity';
import { CourseEntity } from '../courses/course.entity';
import { MembershipEntity } from '../memberships/membership.entity';

const unique = (values: Array<string | null | undefined>): string[] => [
  ...new Set(values.filter((value): value is string => !!value)),
];

/**
 * Which rows a user may see, as id lists, from the role rules of spec 02 §6. Authorizers turn
 * these into filters; everyone who "sees everything" never reaches these queries.
 */
@Injectable()
export class RoleScopeService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Workspaces the user holds any role in, plus those of the groups they run or edit. */
  async visibleOrganizationIds(user: RequestUser): Promise<string[]> {
    const groupIds = unique([...user.agentCompanies, ...user.editorCompanies]);
    const groupOrganizations = groupIds.length
      ? await this.dataSource.getRepository(CompanyEntity).find({ select: { organizationId: true }, where: { id: In(groupIds) } })
      : [];
    return unique([
      ...user.managerOrganizations,
      ...user.billingManagerOrganizations,
      ...user.partnerOrganizations,
      ...user.creatorInOrganizations,
      ...user.editorOrganizations,
      ...user.memberOfOrganizations,
      ...groupOrganizations.map((company) => company.organizationId),
    ]);
  }

  /** Workspaces whose every group the user may see: managers, billing managers and partners. */
  managedOrganizationIds(user: RequestUser): string[] {
    return unique([...user.managerOrganizations, ...user.billingManagerOrganizations, ...user.partnerOrganizations]);
  }

  /** Groups the user runs: those of the workspaces they manage, bill or partner, and those they are agent of. */
  async administeredCompanyIds(user: RequestUser): Promise<string[]> {
    const managed = this.managedOrganizationIds(user);
    const managedGroups = managed.length
      ? await this.dataSource.getRepository(CompanyEntity).find({ select: { id: true }, where: { organizationId: In(managed) } })
      : [];
    return unique([...managedGroups.map((company) => company.id), ...user.agentCompanies]);
  }

  /** Groups of managed workspaces, groups run or edited, and groups the user is a member of. */
  async visibleCompanyIds(user: RequestUser): Promise<string[]> {
    const managed = this.managedOrganizationIds(user);
    const [managedGroups, memberRows] = await Promise.all([
      managed.length
        ? this.dataSource.getRepository(CompanyEntity).find({ select: { id: true }, where: { organizationId: In(managed) } })
        : Promise.resolve([]),
      this.dataSource.getRepository(MembershipEntity).find({ select: { companyId: true }, where: { userId: user.id, role: 'member' } }),
    ]);
    return unique([
      ...managedGroups.map((company) => company.id),
      ...user.agentCompanies,
      ...user.editorCompanies,
      ...memberRows.map((row) => row.companyId),
    ]);
  }

  /** Programs the user edits, owned by or published to their workspaces, or distributed to their groups. */
  async visibleCourseIds(user: RequestUser): Promise<string[]> {
    const organizations = unique([...this.managedOrganizationIds(user), ...user.editorOrganizations, ...user.creatorInOrganizations]);
    const companies = await this.visibleCompanyIds(user);
    const courses = this.dataSource.getRepository(CourseEntity);
    const owned = organizations.length ? await courses.find({ select: { id: true }, where: { organizationId: In(organizations) } }) : [];
    // availableToOrganizations is a JSON list; ids are opaque tokens without quotes, so a quoted match is exact.
    const published = organizations.length
      ? await courses
          .createQueryBuilder('course')
          .select('course.id', 'id')
          .where(organizations.map((_, index) => `course.availableToOrganizations LIKE :organization${index}`).join(' OR '))
          .setParameters(Object.fromEntries(organizations.map((id, index) => [`organization${index}`, `%"${id}"%`])))
          .getRawMany<{ id: string }>()
      : [];
    const distributed = companies.length
      ? await this.dataSource.getRepository(CompanyCourseEntity).find({ select: { courseId: true }, where: { companyId: In(companies) } })
      : [];
    return unique([
      ...user.editorCourses,
      ...owned.map((course) => course.id),
      ...published.map((course) => course.id),
      ...distributed.map((row) => row.courseId),
    ]);
  }

  /** The user, members of their managed workspaces, members of the groups they run, managers of partner workspaces. */
  async visibleUserIds(user: RequestUser): Promise<string[]> {
    const memberships = this.dataSource.getRepository(MembershipEntity);
    const managed = unique([...user.managerOrganizations, ...user.billingManagerOrganizations]);
    const [inManaged, inGroups, partnerAdmins] = await Promise.all([
      managed.length ? memberships.find({ select: { userId: true }, where: { organizationId: In(managed) } }) : Promise.resolve([]),
      user.agentCompanies.length
        ? memberships.find({ select: { userId: true }, where: { companyId: In([...user.agentCompanies]) } })
        : Promise.resolve([]),
      user.partnerOrganizations.length
        ? memberships.find({ select: { userId: true }, where: { organizationId: In([...user.partnerOrganizations]), role: In(['manager', 'billingManager']) } })
        : Promise.resolve([]),
    ]);
    return unique([user.id, ...inManaged, ...inGroups, ...partnerAdmins].map((row) => (typeof row === 'string' ? row : row.userId)));
  }

  /** Internal staff who read every row of the commercial resources (bundles, promo codes, sales). */
  readsAllCommercial(user: RequestUser): boolean {
    return seesEverything(user) || isSales(user);
  }
}
