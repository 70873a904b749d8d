import { DataSource, ViewColumn, ViewEntity } from 'typeorm';

import { BooleanViewColumn, DateViewColumn, NumberViewColumn } from '../database/view-columns';
import { CompanyCourseEntity } from '../companies/company-course.entity';
import { CourseEntity } from '../courses/course.entity';

/** A program of a group: the distribution row with the program's own fields. */
@ViewEntity({
  name: 'company_programs',
  expression: (dataSource: DataSource) =>
    dataSource
      .createQueryBuilder()
      .select('distribution.id', 'id')
      .addSelect('distribution.companyId', 'companyId')
      .addSelect('distribution.organizationId', 'organizationId')
      .addSelect('distribution.courseId', 'courseId')
      .addSelect('distribution.disabled', 'disabled')
      .addSelect('distribution.distributedAt', 'distributedAt')
      .addSelect('distribution.futureDistribution', 'futureDistribution')
      .addSelect('course.title', 'title')
      .addSelect('course.status2', 'status2')
      .addSelect('course.difficulty', 'difficulty')
      .addSelect('course.chaptersCount', 'chaptersCount')
      .addSelect('course.actionsCount', 'actionsCount')
      .addSelect('course.published', 'published')
      .from(CompanyCourseEntity, 'distribution')
      .innerJoin(CourseEntity, 'course', 'course.id = distribution.courseId'),
})
export class CompanyProgramView {
  @ViewColumn() id: string;
  @ViewColumn() companyId: string;
  @ViewColumn() organizationId: string;
  @ViewColumn() courseId: string;
  @BooleanViewColumn() disabled: boolean;
  @DateViewColumn() distributedAt: Date | null;
  @NumberViewColumn() futureDistribution: number | null;
  @ViewColumn() title: string;
  @ViewColumn() status2: string;
  @ViewColumn() difficulty: string;
  @NumberViewColumn() chaptersCount: number;
  @NumberViewColumn() actionsCount: number;
  @BooleanViewColumn() published: boolean;
}
