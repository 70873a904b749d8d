import { Module } from '@nestjs/common';

import { DISTRIBUTION_CLOCK, SYSTEM_CLOCK } from './distribution-clock';
import { DistributionScheduler } from './distribution-scheduler';
import { DistributionResolver } from './distribution.resolver';
import { DistributionService } from './distribution.service';

/** Program distribution: the mutation and the scheduler that carries out scheduled distributions. */
@Module({
  providers: [
    // Its own object per app, so a test can move one instance's time.
    { provide: DISTRIBUTION_CLOCK, useFactory: () => ({ now: SYSTEM_CLOCK.now }) },
    DistributionService,
    DistributionResolver,
    DistributionScheduler,
  ],
})
export class DistributionModule {}
