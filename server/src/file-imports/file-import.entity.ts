import { Column, Entity, Index } from 'typeorm';

import { JsonColumn, RecordEntity, ReferenceColumn } from '../database/columns';

/** A CSV user import or SCORM upload followed in the import tray. */
@Entity('file_imports')
@Index(['userId'])
export class FileImportEntity extends RecordEntity {
  @ReferenceColumn({ references: 'User', onDelete: 'CASCADE' })
  userId: string;

  @ReferenceColumn({ nullable: true, references: 'Organization', onDelete: 'CASCADE' })
  organizationId: string | null;

  @ReferenceColumn({ nullable: true, references: 'Company', onDelete: 'CASCADE' })
  companyId: string | null;

  @Column({ type: 'varchar', length: 200 })
  fileName: string;

  /** users or scorm. */
  @Column({ type: 'varchar', length: 10 })
  type: string;

  /** queued, inprogress, done or failed. */
  @Column({ type: 'varchar', length: 12, default: 'queued' })
  status: string;

  @Column({ type: 'integer', default: 0 })
  progress: number;

  @JsonColumn({ default: '[]' })
  errors: string[];
}
