import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';

import { DistributionSettings, distributionFlagRules, distributionRules, programRestriction } from '../../../shared/distribution-rules';
import { courseToggleRefusal, GROUP_RULE_MESSAGES } from '../../../shared/group-rules';
import { subscriptionStateOf, WorkspacePlanFacts } from '../../../shared/plans';
import { problemsOf } from '../../../shared/row-rules';
import { AnalyticsService } from '../analytics/analytics.service';
import { recordAudit } from '../audit/audit-events.resource';
import { applyTerms, assertReadable } from '../authorization/access-checks';
import { RequestUser } from '../auth/request-user';
import { badUserInput, brokenRule, forbidden } from '../common/errors/domain-errors';
import { LiveEvents } from '../common/pubsub/live-events';
import { resourceNamed } from '../common/resource/resource-registry';
import { CompanyCourseEntity } from '../companies/company-course.entity';
import { CompanyProgram, CompanyPrograms } from '../company-programs/company-programs.resource';
import { Course, Courses } from '../courses/courses.resource';
import { DISTRIBUTION_CLOCK, DistributionClock } from './distribution-clock';
import { PROGRAM_DISTRIBUTORS } from './distribution-access';
import { targetGroups, TargetGroup } from './distribution-targets';
import { DistributeProgramInput, DistributeProgramResult, OrganizationDistributionInput } from './distribution.types';
import { ScheduledDistribution, ScheduledDistributions } from './scheduled-distributions.resource';

type Workspace = WorkspacePlanFacts & { id: string; disabled: boolean };

/** What a call changed, published once it is committed. */
type Changes = { distributed: string[]; scheduled: string[]; removed: CompanyProgram[]; cancelled: ScheduledDistribution[]; workspaces: Set<string> };

const CHUNK = 500;
const chunks = <Item>(items: readonly Item[]): Item[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) => items.slice(index * CHUNK, (index + 1) * CHUNK));

const refuseGroup = (group: TargetGroup): void => {
  const refusal = courseToggleRefusal(group);
  if (refusal) throw badUserInput(GROUP_RULE_MESSAGES[refusal]);
};

/**
 * The distribution mutation of spec 02 §7: a program given to groups now or from a start date,
 * and taken from others, under the rules of spec 02 §5. Every rule is checked before anything is
 * written, in one transaction, so a refusal changes nothing.
 */
@Injectable()
export class DistributionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveEvents,
    private readonly analytics: AnalyticsService,
    @Inject(DISTRIBUTION_CLOCK) private readonly clock: DistributionClock,
  ) {}

  async distribute(actor: RequestUser, input: DistributeProgramInput): Promise<DistributeProgramResult> {
    const now = this.clock.now();
    const params = input.distributionParams ?? {};
    const settings: DistributionSettings = {
      futureDistribution: params.futureDistribution ?? null,
      absoluteDeadline: params.absoluteDeadline ?? null,
      relativeDeadline: params.relativeDeadline ?? null,
      dueDate: params.dueDate ?? null,
      manualReviewsSkipEndorsment: params.manualReviewsSkipEndorsment ?? false,
      showHintsAfterAssessmentsCompleted: params.showHintsAfterAssessmentsCompleted ?? false,
      hideAssessmentsAfterCompleted: params.hideAssessmentsAfterCompleted ?? false,
    };
    const changes: Changes = { distributed: [], scheduled: [], removed: [], cancelled: [], workspaces: new Set() };
    await this.dataSource.transaction(async (manager) => {
      await assertReadable(manager, 'Course', input.courseId, actor);
      const course = await manager.getRepository(Courses.entity).findOneOrFail({ where: { id: input.courseId } });
      if (input.organizations.some((entry) => entry.addTo)) {
        const problem = problemsOf([...distributionRules(now), ...distributionFlagRules(course)], settings)[0];
        if (problem) throw brokenRule(problem.message);
      }
      const curates = applyTerms(
        manager.createQueryBuilder().select('course.id', 'id').from(Courses.entity, 'course').where('course.id = :courseId', { courseId: course.id }),
        PROGRAM_DISTRIBUTORS,
        actor,
        'course',
      );
      const curatesProgram = !!(await curates.getRawOne());
      for (const entry of input.organizations) {
        await this.distributeIn(manager, actor, { course, curatesProgram, settings, now }, entry, changes);
      }
      for (const organizationId of changes.workspaces) {
        await recordAudit(manager, {
          action: 'program.distributed',
          actor: { id: actor.id, email: actor.email },
          target: null,
          organizationId,
          details: { courseId: course.id, distributed: changes.distributed.length, scheduled: changes.scheduled.length, removed: changes.removed.length },
        });
      }
    });
    await this.publish(changes);
    const result = { distributed: changes.distributed.length, scheduled: changes.scheduled.length, removed: changes.removed.length + changes.cancelled.length };
    if (result.distributed + result.scheduled > 0) {
      await this.analytics.record('Program Distributed', { userId: actor.id, subjectId: input.courseId, properties: { ...result } });
    }
    return result;
  }

  private async distributeIn(
    manager: EntityManager,
    actor: RequestUser,
    call: { course: Course & { id: string }; curatesProgram: boolean; settings: DistributionSettings; now: number },
    entry: OrganizationDistributionInput,
    changes: Changes,
  ): Promise<void> {
    const { course, curatesProgram, settings, now } = call;
    const workspace = (await manager.getRepository(resourceNamed('Organization').entity).findOne({ where: { id: entry.organizationId } })) as Workspace | null;
    if (!workspace) throw forbidden();
    const scope = { organizationId: workspace.id, courseId: course.id, curatesProgram };
    const removalIds = [...new Set(entry.removeFrom?.onlyCompanyIds ?? [])];
    const removals = await targetGroups(manager, actor, scope, { ids: removalIds });
    if (removals.length < removalIds.length) throw forbidden();
    removals.forEach(refuseGroup);

    let additions: TargetGroup[] = [];
    const addTo = entry.addTo;
    if (addTo?.onlyCompanyIds) {
      const ids = [...new Set(addTo.onlyCompanyIds)].filter((id) => !removalIds.includes(id));
      additions = await targetGroups(manager, actor, scope, { ids });
      if (additions.length < ids.length) throw forbidden();
      additions.forEach(refuseGroup);
      if (!this.publishedTo(course, workspace.id) && additions.some((group) => !course.availableToCompanies.includes(group.id))) {
        throw brokenRule('programNotPublishedHere');
      }
    } else if (addTo) {
      // Select all: every group the search finds, but for the exclusions and those whose programs cannot change by hand.
      const found = await targetGroups(manager, actor, scope, {
        searchText: addTo.searchText ?? null,
        excludeIds: [...(addTo.excludeCompanyIds ?? []), ...removalIds],
      });
      additions = found.filter(
        (group) => courseToggleRefusal(group) === null && (this.publishedTo(course, workspace.id) || course.availableToCompanies.includes(group.id)),
      );
    }
    const fresh = additions.filter((group) => !group.distributionId && !group.scheduledId);
    if (fresh.length) {
      if (subscriptionStateOf(workspace) === 'expired') throw brokenRule('subscriptionExpired');
      if (workspace.disabled) throw brokenRule('distributionWorkspaceDisabled');
      const restriction = programRestriction(course, workspace);
      if (restriction) throw brokenRule(restriction);
    }
    await this.remove(manager, course.id, removals, changes);
    const pending = additions.filter((group) => !group.distributionId);
    const startsAt = settings.futureDistribution ? new Date(settings.futureDistribution).getTime() : null;
    if (startsAt !== null && startsAt > now) await this.schedule(manager, actor, { course, workspace, settings, startsAt }, pending, changes);
    else await this.insertDistributions(manager, { course, workspace, settings, now }, pending, changes);
    if (removals.length || pending.length) changes.workspaces.add(workspace.id);
  }

  /** The program is published to the whole workspace (its own programs are, once published). */
  private publishedTo(course: Course, organizationId: string): boolean {
    return course.availableToOrganizations.includes(organizationId);
  }

  private async remove(manager: EntityManager, courseId: string, groups: TargetGroup[], changes: Changes): Promise<void> {
    const distributionIds = groups.flatMap((group) => (group.distributionId ? [group.distributionId] : []));
    const scheduledIds = groups.flatMap((group) => (group.scheduledId ? [group.scheduledId] : []));
    for (const ids of chunks(distributionIds)) {
      changes.removed.push(...((await manager.getRepository(CompanyPrograms.entity).find({ where: { id: In(ids) } })) as CompanyProgram[]));
      await manager.getRepository(CompanyCourseEntity).delete({ id: In(ids), courseId });
    }
    for (const ids of chunks(scheduledIds)) {
      changes.cancelled.push(...((await manager.getRepository(ScheduledDistributions.entity).find({ where: { id: In(ids) } })) as ScheduledDistribution[]));
      await manager.getRepository(ScheduledDistributions.entity).delete({ id: In(ids) });
    }
  }

  private async schedule(
    manager: EntityManager,
    actor: RequestUser,
    call: { course: Course & { id: string }; workspace: Workspace; settings: DistributionSettings; startsAt: number },
    groups: TargetGroup[],
    changes: Changes,
  ): Promise<void> {
    const { settings } = call;
    const values = {
      futureDistribution: new Date(call.startsAt),
      manualReviewsSkipEndorsment: settings.manualReviewsSkipEndorsment,
      showHintsAfterAssessmentsCompleted: settings.showHintsAfterAssessmentsCompleted,
      hideAssessmentsAfterCompleted: settings.hideAssessmentsAfterCompleted,
    };
    const repository = manager.getRepository(ScheduledDistributions.entity);
    const existing = groups.flatMap((group) => (group.scheduledId ? [group.scheduledId] : []));
    for (const ids of chunks(existing)) await repository.update({ id: In(ids) }, values);
    const rows = groups
      .filter((group) => !group.scheduledId)
      .map((group) => ({ id: randomUUID(), organizationId: call.workspace.id, companyId: group.id, courseId: call.course.id, createdBy: actor.id, ...values }));
    for (const part of chunks(rows)) await repository.insert(part);
    changes.scheduled.push(...existing, ...rows.map((row) => row.id));
  }

  /** Distributes now: a row per group with the settings; a schedule the group had is carried out early. */
  async insertDistributions(
    manager: EntityManager,
    call: { course: { id: string }; workspace: { id: string }; settings: DistributionSettings; now: number },
    groups: ReadonlyArray<Pick<TargetGroup, 'id' | 'scheduledId'>>,
    changes: Pick<Changes, 'distributed' | 'cancelled'>,
  ): Promise<void> {
    const { settings } = call;
    const dateOf = (value: DistributionSettings['dueDate']) => (value === null ? null : new Date(value));
    const rows = groups.map((group) => ({
      id: randomUUID(),
      companyId: group.id,
      courseId: call.course.id,
      organizationId: call.workspace.id,
      disabled: false,
      distributedAt: new Date(call.now),
      futureDistribution: settings.futureDistribution === null ? null : new Date(settings.futureDistribution).getTime(),
      absoluteDeadline: dateOf(settings.absoluteDeadline),
      relativeDeadline: settings.relativeDeadline,
      dueDate: dateOf(settings.dueDate),
      manualReviewsSkipEndorsment: settings.manualReviewsSkipEndorsment,
      showHintsAfterAssessmentsCompleted: settings.showHintsAfterAssessmentsCompleted,
      hideAssessmentsAfterCompleted: settings.hideAssessmentsAfterCompleted,
    }));
    for (const part of chunks(rows)) await manager.getRepository(CompanyCourseEntity).insert(part);
    const carriedOut = groups.flatMap((group) => (group.scheduledId ? [group.scheduledId] : []));
    for (const ids of chunks(carriedOut)) {
      changes.cancelled.push(...((await manager.getRepository(ScheduledDistributions.entity).find({ where: { id: In(ids) } })) as ScheduledDistribution[]));
      await manager.getRepository(ScheduledDistributions.entity).delete({ id: In(ids) });
    }
    changes.distributed.push(...rows.map((row) => row.id));
  }

  /** Open tables hear of every change: the groups' programs and the program's schedules. */
  async publish(changes: Pick<Changes, 'distributed' | 'scheduled' | 'removed' | 'cancelled'>): Promise<void> {
    for (const ids of chunks(changes.distributed)) {
      await this.live.publish('created', 'CompanyProgram', await this.dataSource.getRepository(CompanyPrograms.entity).find({ where: { id: In(ids) } }));
    }
    for (const ids of chunks(changes.scheduled)) {
      await this.live.publish(
        'created',
        'ScheduledDistribution',
        await this.dataSource.getRepository(ScheduledDistributions.entity).find({ where: { id: In(ids) } }),
      );
    }
    await this.live.publish('deleted', 'CompanyProgram', changes.removed);
    await this.live.publish('deleted', 'ScheduledDistribution', changes.cancelled);
  }
}
