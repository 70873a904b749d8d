import { Column, Entity, Index } from 'typeorm';

import { RecordEntity, ReferenceColumn } from '../database/columns';

/** A data export followed in the download tray; its file lives under DATA_DIR/exports. */
@Entity('exports')
@Index(['userId'])
export class ExportEntity extends RecordEntity {
  @ReferenceColumn({ references: 'User', onDelete: 'CASCADE' })
  userId: string;

  /** users, courses, companies, invitedUsers or courseContent. */
  @Column({ type: 'varchar', length: 20 })
  type: string;

  @Column({ type: 'varchar', length: 200 })
  filename: string;

  /** queued, inprogress or finished. */
  @Column({ type: 'varchar', length: 12, default: 'queued' })
  status: string;

  @Column({ type: 'integer', default: 0 })
  percentDone: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  fileUrl: string | null;
}
