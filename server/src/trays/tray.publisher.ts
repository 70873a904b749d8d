import { Inject, Injectable } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';

import { PUB_SUB } from '../common/pubsub/pub-sub.module';
import { ExportEntity } from '../exports/export.entity';
import { FileImportEntity } from '../file-imports/file-import.entity';

export const EXPORT_CHANGED = 'exportChanged';
export const FILE_IMPORT_CHANGED = 'fileImportChanged';

export const toExportItem = (entity: ExportEntity) => ({
  exportId: entity.id,
  filename: entity.filename,
  status: entity.status,
  percentDone: entity.percentDone,
  fileUrl: entity.fileUrl,
  createdAt: entity.createdAt,
  userId: entity.userId,
});

export const toFileImportItem = (entity: FileImportEntity) => ({
  id: entity.id,
  fileName: entity.fileName,
  progress: entity.progress,
  status: entity.status,
  errors: entity.errors,
  createdAt: entity.createdAt,
  userId: entity.userId,
});

/** Exporters and importers report progress here; the owner's trays follow it live. */
@Injectable()
export class TrayPublisher {
  constructor(@Inject(PUB_SUB) private readonly pubSub: PubSubEngine) {}

  exportChanged(entity: ExportEntity): Promise<void> {
    return this.pubSub.publish(EXPORT_CHANGED, { [EXPORT_CHANGED]: toExportItem(entity) });
  }

  fileImportChanged(entity: FileImportEntity): Promise<void> {
    return this.pubSub.publish(FILE_IMPORT_CHANGED, { [FILE_IMPORT_CHANGED]: toFileImportItem(entity) });
  }
}
