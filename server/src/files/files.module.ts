import { join } from 'node:path';

import { Module } from '@nestjs/common';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DiskFileStorage } from './disk-file-storage';
import { FILE_STORAGE } from './file-storage';
import { FilesController } from './files.controller';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/** Uploaded files: on disk under DATA_DIR/files; another FileStorage (S3-compatible) is provided under FILE_STORAGE instead. */
@Module({
  providers: [
    { provide: FILE_STORAGE, useFactory: (config: AppConfig) => new DiskFileStorage(join(config.dataDirectory, 'files')), inject: [APP_CONFIG] },
    UploadsService,
  ],
  controllers: [UploadsController, FilesController],
})
export class FilesModule {}
