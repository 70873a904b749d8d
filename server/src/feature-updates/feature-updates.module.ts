import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { FeatureUpdateTextEntity } from './feature-update-text.entity';
import { FeatureUpdateEntity } from './feature-update.entity';
import { FeatureUpdatesController } from './feature-updates.controller';

@Module({
  imports: [TypeOrmModule.forFeature([FeatureUpdateEntity, FeatureUpdateTextEntity])],
  controllers: [FeatureUpdatesController],
})
export class FeatureUpdatesModule {}
