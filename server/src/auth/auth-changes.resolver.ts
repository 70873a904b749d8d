import { Inject } from '@nestjs/common';
import { Resolver, Subscription } from '@nestjs/graphql';
import { PubSubEngine } from 'graphql-subscriptions';

import { USER_AUTH_NO_CHANGE_STATUS } from '../../../shared/constants';
import { PUB_SUB } from '../common/pubsub/pub-sub.module';
import { withInitialValue } from '../common/pubsub/with-initial-value';
import { AUTH_CHANGES_TRIGGER, AuthChangeEvent } from './auth-change';
import { AuthChangeDTO } from './auth-change.dto';
import { CurrentUser } from './current-user.decorator';
import { GraphQLRequestContext, RequestUser } from './request-user';

type AuthChangePayload = { [AUTH_CHANGES_TRIGGER]: AuthChangeEvent };

@Resolver()
export class AuthChangesResolver {
  constructor(@Inject(PUB_SUB) private readonly pubSub: PubSubEngine) {}

  /** Tells this tab when its session ends: logout here, logout everywhere, or inactivity. */
  @Subscription(() => AuthChangeDTO, {
    filter: (payload: AuthChangePayload, _variables: unknown, context: GraphQLRequestContext) =>
      payload[AUTH_CHANGES_TRIGGER].tokenId === context.req.user?.sessionId,
    resolve: (payload: AuthChangePayload) => payload[AUTH_CHANGES_TRIGGER],
  })
  listenToAuthChanges(@CurrentUser() user: RequestUser): AsyncIterableIterator<AuthChangePayload> {
    const noChange: AuthChangeEvent = {
      status: USER_AUTH_NO_CHANGE_STATUS,
      userId: user.id,
      tokenId: user.sessionId,
      reasonMsg: null,
      reasonCode: null,
    };
    return withInitialValue<AuthChangePayload>(
      { [AUTH_CHANGES_TRIGGER]: noChange },
      this.pubSub.asyncIterableIterator<AuthChangePayload>(AUTH_CHANGES_TRIGGER),
    );
  }
}
