import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CompanyCourseEntity } from '../companies/company-course.entity';
import { DISTRIBUTION_CLOCK, DistributionClock } from './distribution-clock';
import { DistributionService } from './distribution.service';
import { ScheduledDistribution, ScheduledDistributions } from './scheduled-distributions.resource';

/** Due schedules carried out per transaction. */
const BATCH = 200;

/**
 * Carries out scheduled distributions when their time comes: at start (those that fell due while
 * no server ran) and every DISTRIBUTION_SCHEDULER_SECONDS. A schedule is claimed, carried out and
 * deleted in one transaction; on PostgreSQL the claim is `FOR UPDATE SKIP LOCKED`, so instances
 * running side by side each take other rows and every schedule is carried out exactly once. On
 * SQLite one process writes, and its transactions run one after another.
 */
@Injectable()
export class DistributionScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DistributionScheduler.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DISTRIBUTION_CLOCK) private readonly clock: DistributionClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly distributions: DistributionService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.tick();
    this.timer = setInterval(() => void this.tick(), this.config.distributionSchedulerSeconds * 1000);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One pass at the clock's time; a failure is logged and the next pass tries again. */
  private async tick(): Promise<void> {
    try {
      await this.runDue();
    } catch (error) {
      this.logger.error(`Scheduled distributions failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }

  /** Carries out every schedule due at `at` (the clock's now by default); answers how many. Passes do not overlap. */
  async runDue(at = new Date(this.clock.now())): Promise<number> {
    while (this.running) await this.running.catch(() => 0);
    this.running = this.drain(at);
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  private async drain(at: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const done = await this.runBatch(at);
      total += done;
      if (done < BATCH) return total;
    }
  }

  private async runBatch(at: Date): Promise<number> {
    const changes = { distributed: [] as string[], scheduled: [] as string[], removed: [], cancelled: [] as ScheduledDistribution[] };
    await this.dataSource.transaction(async (manager) => {
      const claim = manager
        .getRepository(ScheduledDistributions.entity)
        .createQueryBuilder('scheduled')
        .where('scheduled.futureDistribution <= :at', { at })
        .orderBy('scheduled.futureDistribution')
        .addOrderBy('scheduled.id')
        .take(BATCH);
      if (this.dataSource.options.type === 'postgres') claim.setLock('pessimistic_write').setOnLocked('skip_locked');
      const due = (await claim.getMany()) as ScheduledDistribution[];
      if (due.length === 0) return;
      const already = await manager
        .getRepository(CompanyCourseEntity)
        .createQueryBuilder('distribution')
        .select('distribution.companyId', 'companyId')
        .addSelect('distribution.courseId', 'courseId')
        .where('distribution.companyId IN (:...companies)', { companies: [...new Set(due.map((row) => row.companyId))] })
        .getRawMany<{ companyId: string; courseId: string }>();
      const distributed = new Set(already.map((row) => `${row.companyId}/${row.courseId}`));
      for (const row of due) {
        if (distributed.has(`${row.companyId}/${row.courseId}`)) continue;
        await this.distributions.insertDistributions(
          manager,
          {
            course: { id: row.courseId },
            workspace: { id: row.organizationId },
            settings: {
              futureDistribution: row.futureDistribution,
              absoluteDeadline: null,
              relativeDeadline: null,
              dueDate: null,
              manualReviewsSkipEndorsment: row.manualReviewsSkipEndorsment,
              showHintsAfterAssessmentsCompleted: row.showHintsAfterAssessmentsCompleted,
              hideAssessmentsAfterCompleted: row.hideAssessmentsAfterCompleted,
            },
            now: at.getTime(),
          },
          [{ id: row.companyId, scheduledId: row.id }],
          changes,
        );
      }
      // Those already distributed meanwhile are simply done.
      const leftover = due.filter((row) => distributed.has(`${row.companyId}/${row.courseId}`));
      if (leftover.length) await manager.getRepository(ScheduledDistributions.entity).delete(leftover.map((row) => row.id));
      changes.cancelled.push(...leftover);
    });
    await this.distributions.publish(changes);
    return changes.cancelled.length;
  }
}
