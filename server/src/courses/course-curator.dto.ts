import { Field, ObjectType } from '@nestjs/graphql';

/** Who curates a program, as the program card shows it. */
@ObjectType('CourseCurator')
export class CourseCuratorDTO {
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => String, { nullable: true }) title: string | null;
  @Field(() => String, { nullable: true }) company: string | null;
  @Field(() => String, { nullable: true }) photo: string | null;
  @Field(() => String, { nullable: true }) bio: string | null;
}
