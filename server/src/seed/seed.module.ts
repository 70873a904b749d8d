import { Inject, Injectable, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { refreshPlannerStatistics } from '../database/sqlite-statistics';
import { withStartupLock } from '../database/startup-lock';
import { describeDemoAccounts } from './demo-accounts';
import { seedDemoData } from './seed-demo-data';

@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemoData) return;
    // One instance seeds; another started with it waits, then finds the data there.
    const result = await withStartupLock(this.dataSource, () => seedDemoData(this.dataSource));
    if (!result.seeded) return;
    this.logger.log(`Seeded the demo workspace: ${result.users} users in ${result.milliseconds} ms`);
    // The tables were empty when their statistics were last looked at.
    await refreshPlannerStatistics(this.dataSource);
  }
}

/** Seeds the demo data on first start (SEED_DEMO_DATA=false turns it off). */
@Module({ providers: [DemoSeeder] })
export class SeedModule {}

export { describeDemoAccounts };
