import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { InjectRepository } from '@nestjs/typeorm';
import { PubSubEngine } from 'graphql-subscriptions';
import { Repository } from 'typeorm';

import { CurrentUser } from '../auth/current-user.decorator';
import { GraphQLRequestContext, RequestUser } from '../auth/request-user';
import { PUB_SUB } from '../common/pubsub/pub-sub.module';
import { ExportEntity } from '../exports/export.entity';
import { FileImportEntity } from '../file-imports/file-import.entity';
import { EXPORT_CHANGED, FILE_IMPORT_CHANGED, toExportItem, toFileImportItem } from './tray.publisher';
import { ExportItemDTO, FileImportItemDTO } from './trays.dto';

const TRAY_SIZE = 20;
type Owned = { userId: string };
const ownedBySubscriber = (key: string) => (payload: Record<string, Owned>, _variables: unknown, context: GraphQLRequestContext) =>
  payload[key]?.userId === context.req.user?.id;

/** The download and file-import trays: the signed-in user's own items, newest first, followed live. */
@Resolver()
export class TraysResolver {
  constructor(
    @InjectRepository(ExportEntity) private readonly exports: Repository<ExportEntity>,
    @InjectRepository(FileImportEntity) private readonly imports: Repository<FileImportEntity>,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  @Query(() => [ExportItemDTO])
  async myExports(@CurrentUser() user: RequestUser) {
    return (await this.exports.find({ where: { userId: user.id }, order: { createdAt: 'DESC' }, take: TRAY_SIZE })).map(toExportItem);
  }

  @Query(() => [FileImportItemDTO])
  async myFileImports(@CurrentUser() user: RequestUser) {
    return (await this.imports.find({ where: { userId: user.id }, order: { createdAt: 'DESC' }, take: TRAY_SIZE })).map(toFileImportItem);
  }

  /** Removes an item from the tray; someone else's item is simply not found. */
  @Mutation(() => Boolean)
  async removeExport(@CurrentUser() user: RequestUser, @Args('exportId', { type: () => ID }) exportId: string): Promise<boolean> {
    return ((await this.exports.delete({ id: exportId, userId: user.id })).affected ?? 0) > 0;
  }

  @Mutation(() => Boolean)
  async removeFileImport(@CurrentUser() user: RequestUser, @Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return ((await this.imports.delete({ id, userId: user.id })).affected ?? 0) > 0;
  }

  @Subscription(() => ExportItemDTO, { filter: ownedBySubscriber(EXPORT_CHANGED) })
  exportChanged() {
    return this.pubSub.asyncIterableIterator(EXPORT_CHANGED);
  }

  @Subscription(() => FileImportItemDTO, { filter: ownedBySubscriber(FILE_IMPORT_CHANGED) })
  fileImportChanged() {
    return this.pubSub.asyncIterableIterator(FILE_IMPORT_CHANGED);
  }
}
