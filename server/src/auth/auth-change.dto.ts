import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('AuthChange', { description: 'UserLoggedOut when this session ended (reasonCode tells why), else UserAuthNoChange.' })
export class AuthChangeDTO {
  @Field()
  status: string;

  @Field(() => ID)
  userId: string;

  @Field(() => ID, { nullable: true })
  tokenId: string | null;

  @Field(() => String, { nullable: true })
  reasonMsg: string | null;

  @Field(() => String, { nullable: true })
  reasonCode: string | null;
}
