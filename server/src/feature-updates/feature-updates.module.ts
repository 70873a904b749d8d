import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { FeatureUpdateEntity } from './feature-update.entity';
import { FeatureUpdatesController } from './feature-updates.controller';

@Module({
  imports: [TypeOrmModule.forFeature([FeatureUpdateEntity])],
  controllers: [FeatureUpdatesController],
})
export class FeatureUpdatesModule {}
