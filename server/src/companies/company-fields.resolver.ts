import { Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityTarget, In } from 'typeorm';

import { GraphQLRequestContext } from '../auth/request-user';
import { requestLoader } from '../common/graphql/request-loaders';
import { CompanyUserView } from '../company-users/company-user.view';
import { OrganizationEntity } from '../organizations/organization.entity';
import { CompanyCourseEntity } from './company-course.entity';
import { CompanyDTO } from './company.dto';

/** Fields of a group that come from other tables, batched per request. */
@Resolver(() => CompanyDTO)
export class CompanyFieldsResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @ResolveField('organizationName', () => String, { description: "The workspace's name." })
  organizationName(@Parent() company: CompanyDTO, @Context() context: GraphQLRequestContext): Promise<string> {
    return requestLoader<string>(context.req, 'organizationName', async (ids) => {
      const rows = await this.dataSource.getRepository(OrganizationEntity).find({ select: { id: true, name: true }, where: { id: In([...ids]) } });
      return new Map(rows.map((row) => [row.id, row.name]));
    }, '').load(company.organizationId);
  }

  @ResolveField('usersCount', () => Int, { description: 'Learners in the group.' })
  usersCount(@Parent() company: CompanyDTO, @Context() context: GraphQLRequestContext): Promise<number> {
    return requestLoader<number>(context.req, 'usersCount', (ids) => this.countPerGroup(CompanyUserView, ids), 0).load(company.id);
  }

  @ResolveField('programsCount', () => Int, { description: 'Programs distributed to the group.' })
  programsCount(@Parent() company: CompanyDTO, @Context() context: GraphQLRequestContext): Promise<number> {
    return requestLoader<number>(context.req, 'programsCount', (ids) => this.countPerGroup(CompanyCourseEntity, ids), 0).load(company.id);
  }

  /** How many rows of a table with a companyId column each of these groups has, in one query. */
  private async countPerGroup(target: EntityTarget<{ companyId: string }>, ids: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.dataSource
      .getRepository(target)
      .createQueryBuilder('row')
      .select('row.companyId', 'companyId')
      .addSelect('COUNT(*)', 'count')
      .where('row.companyId IN (:...ids)', { ids: [...ids] })
      .groupBy('row.companyId')
      .getRawMany<{ companyId: string; count: string | number }>();
    return new Map(rows.map((row) => [row.companyId, Number(row.count)]));
  }
}
