import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { checkDateRange, DateRange } from '../../../shared/date-range';
import { hasRole, isSales, seesEverything } from '../../../shared/roles';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequestUser } from '../auth/request-user';
import { brokenRule, forbidden } from '../common/errors/domain-errors';
import { assertReadsEngagement } from './engagement-access';
import { EngagementSubject, SUBJECT_COLUMNS } from './engagement-figures';
import { EngagementService } from './engagement.service';
import {
  DateRangeInput,
  EngagementSubjectInput,
  EngagementSummaryDTO,
  EngagementTrendPointDTO,
  ProgramEngagementDTO,
  TrendBucketValue,
  UserGroupEngagementDTO,
} from './engagement.types';

const readsWorkspace = (user: RequestUser, organizationId: string): boolean =>
  seesEverything(user) ||
  isSales(user) ||
  hasRole(user, 'manager', { organizationId }) ||
  hasRole(user, 'billingManager', { organizationId }) ||
  user.partnerOrganizations.includes(organizationId);

/** A range's rule across its two days (each day is checked by its input's own rule). */
const checkedRange = (range: DateRangeInput | null | undefined): DateRange | null => {
  if (!range) return null;
  const problem = checkDateRange(range);
  if (problem) throw brokenRule(problem);
  return { from: range.from, to: range.to };
};

/** Only the subject's given columns; a subject that names nothing is refused (no figures of "everything"). */
const subjectOf = (input: EngagementSubjectInput): EngagementSubject => {
  const subject = Object.fromEntries(SUBJECT_COLUMNS.filter((column) => input[column]).map((column) => [column, input[column]]));
  if (Object.keys(subject).length === 0) throw brokenRule('analyticsSubjectMissing');
  return subject;
};

@Resolver()
export class EngagementResolver {
  constructor(
    private readonly engagement: EngagementService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** A workspace's (or one of its groups') engagement summary: the workspace card and the group header. */
  @Query(() => EngagementSummaryDTO)
  async engagementSummary(
    @CurrentUser() user: RequestUser,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('companyId', { type: () => ID, nullable: true }) companyId?: string | null,
  ): Promise<EngagementSummaryDTO> {
    const subject = { organizationId, companyId: companyId ?? null };
    await assertReadsEngagement(this.dataSource.manager, user, subject);
    return this.engagement.summary(subject, null);
  }

  /** The figures of a workspace, group, program or learner; activity within the range. */
  @Query(() => EngagementSummaryDTO)
  async engagementFigures(
    @CurrentUser() user: RequestUser,
    @Args('subject') input: EngagementSubjectInput,
    @Args('range', { type: () => DateRangeInput, nullable: true }) rangeInput?: DateRangeInput | null,
  ): Promise<EngagementSummaryDTO> {
    const [subject, range] = [subjectOf(input), checkedRange(rangeInput)];
    await assertReadsEngagement(this.dataSource.manager, user, subject);
    return this.engagement.summary(subject, range);
  }

  /** The same figures per program of the subject (the per-program breakdown). */
  @Query(() => [ProgramEngagementDTO])
  async engagementByProgram(
    @CurrentUser() user: RequestUser,
    @Args('subject') input: EngagementSubjectInput,
    @Args('range', { type: () => DateRangeInput, nullable: true }) rangeInput?: DateRangeInput | null,
  ): Promise<ProgramEngagementDTO[]> {
    const [subject, range] = [subjectOf(input), checkedRange(rangeInput)];
    await assertReadsEngagement(this.dataSource.manager, user, subject);
    return this.engagement.byProgram(subject, range);
  }

  /** The subject's activity per UTC day or week of the range. */
  @Query(() => [EngagementTrendPointDTO])
  async engagementTrend(
    @CurrentUser() user: RequestUser,
    @Args('subject') input: EngagementSubjectInput,
    @Args('range', { type: () => DateRangeInput }) rangeInput: DateRangeInput,
    @Args('bucket', { type: () => TrendBucketValue }) bucket: TrendBucketValue,
  ): Promise<EngagementTrendPointDTO[]> {
    const [subject, range] = [subjectOf(input), checkedRange(rangeInput)!];
    await assertReadsEngagement(this.dataSource.manager, user, subject);
    return this.engagement.trend(subject, range, bucket);
  }

  /** A learner's groups in a workspace with minutes, completed sessions and average completion. */
  @Query(() => [UserGroupEngagementDTO])
  userGroupEngagements(
    @CurrentUser() user: RequestUser,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<UserGroupEngagementDTO[]> {
    if (readsWorkspace(user, organizationId) || user.id === userId) return this.engagement.userGroups(organizationId, userId, null);
    if (user.agentCompanies.length) return this.engagement.userGroups(organizationId, userId, [...user.agentCompanies]);
    throw forbidden();
  }
}
