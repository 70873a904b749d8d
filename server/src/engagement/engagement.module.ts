import { Module } from '@nestjs/common';

import { EngagementResolver } from './engagement.resolver';
import { EngagementService } from './engagement.service';

@Module({ providers: [EngagementService, EngagementResolver] })
export class EngagementModule {}
