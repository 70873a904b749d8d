import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';

/** An item of the download tray (spec 01 §3 "Export list item"). */
@ObjectType('ExportItem')
export class ExportItemDTO {
  @Field(() => ID) exportId: string;
  @Field() filename: string;
  @Field({ description: "'finished' or in progress (queued, inprogress)." }) status: string;
  @Field(() => Int) percentDone: number;
  @Field(() => String, { nullable: true }) fileUrl: string | null;
  @Field(() => GraphQLISODateTime) createdAt: Date;
}

/** An item of the file-import tray (spec 01 §3 "File import item"). */
@ObjectType('FileImportItem')
export class FileImportItemDTO {
  @Field(() => ID) id: string;
  @Field() fileName: string;
  @Field(() => Int) progress: number;
  @Field() status: string;
  @Field(() => [String]) errors: string[];
  @Field(() => GraphQLISODateTime) createdAt: Date;
}
