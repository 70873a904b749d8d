import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';
import { initializeWithLockedMigrations } from './startup-lock';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => buildDataSourceOptions(config),
      // Instances started together on one empty database take turns to migrate (startup-lock.ts).
      dataSourceFactory: initializeWithLockedMigrations,
    }),
  ],
})
export class DatabaseModule {}
