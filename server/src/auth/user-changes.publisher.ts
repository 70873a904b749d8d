import { Inject, Injectable } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';

import { PUB_SUB } from '../common/pubsub/pub-sub.module';
import { IdentityCache } from './identity-cache';

export const USER_CHANGES_TRIGGER = 'userChanges';

/**
 * Whatever changes someone's roles (memberships, a new workspace) or profile calls this: every
 * instance forgets the cached user, and their open tabs get the new role lists live.
 */
@Injectable()
export class UserChangesPublisher {
  constructor(
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
    private readonly identities: IdentityCache,
  ) {}

  async userChanged(userId: string): Promise<void> {
    await this.identities.forgetUser(userId);
    const identity = await this.identities.identity(userId);
    if (!identity) return;
    await this.pubSub.publish(USER_CHANGES_TRIGGER, { [USER_CHANGES_TRIGGER]: identity.subject });
  }
}
