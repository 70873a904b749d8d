import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ExportEntity } from '../exports/export.entity';
import { FileImportEntity } from '../file-imports/file-import.entity';
import { TrayPublisher } from './tray.publisher';
import { TraysResolver } from './trays.resolver';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ExportEntity, FileImportEntity])],
  providers: [TraysResolver, TrayPublisher],
  exports: [TrayPublisher],
})
export class TraysModule {}
