import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';
import { initializeWithLockedMigrations } from './startup-lock';
import { useSqliteReaders } from './sqlite-readers';

const SQLITE_READERS = Symbol('SQLITE_READERS');

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => buildDataSourceOptions(config),
      // Instances started together on one empty database take turns to migrate (startup-lock.ts).
      dataSourceFactory: initializeWithLockedMigrations,
    }),
  ],
  providers: [
    // On SQLite, reads leave the event loop for reader threads once the migrations have run.
    {
      provide: SQLITE_READERS,
      inject: [DataSource, APP_CONFIG],
      useFactory: (dataSource: DataSource, config: AppConfig) => useSqliteReaders(dataSource, config.sqliteReaders),
    },
  ],
})
export class DatabaseModule {}
