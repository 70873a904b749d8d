import { Inject } from '@nestjs/common';
import { Args, Field, ID, ObjectType, Resolver, Subscription } from '@nestjs/graphql';
import { PubSubEngine } from 'graphql-subscriptions';

import { seesEverything } from '../../../shared/roles';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequestUser } from '../auth/request-user';
import { USER_CHANGES_TRIGGER } from '../auth/user-changes.publisher';
import { forbidden } from '../common/errors/domain-errors';
import { PUB_SUB } from '../common/pubsub/pub-sub.module';

@ObjectType('UserRoles', { description: 'The role lists of a user, as they change.' })
export class UserRolesDTO {
  @Field(() => ID) id: string;
  @Field(() => [ID]) agentCompanies: string[];
  @Field(() => [ID]) editorOrganizations: string[];
  @Field(() => [ID]) editorCompanies: string[];
  @Field(() => [ID]) editorCourses: string[];
  @Field(() => [ID]) managerOrganizations: string[];
  @Field(() => [ID]) partnerOrganizations: string[];
  @Field(() => [ID]) billingManagerOrganizations: string[];
  @Field(() => [ID]) creatorInOrganizations: string[];
  @Field(() => [ID]) memberOfOrganizations: string[];
  @Field(() => [ID]) memberOfCompanies: string[];
}

type Payload = { [USER_CHANGES_TRIGGER]: UserRolesDTO };

@Resolver()
export class UserChangesResolver {
  constructor(@Inject(PUB_SUB) private readonly pubSub: PubSubEngine) {}

  /** listenUserChanges(userId): one's own role changes (staff may follow anyone's). */
  @Subscription(() => UserRolesDTO, {
    filter: (payload: Payload, variables: { userId: string }) => payload[USER_CHANGES_TRIGGER].id === variables.userId,
    resolve: (payload: Payload) => payload[USER_CHANGES_TRIGGER],
  })
  listenUserChanges(@CurrentUser() user: RequestUser, @Args('userId', { type: () => ID }) userId: string) {
    if (userId !== user.id && !seesEverything(user)) throw forbidden();
    return this.pubSub.asyncIterableIterator<Payload>(USER_CHANGES_TRIGGER);
  }
}
