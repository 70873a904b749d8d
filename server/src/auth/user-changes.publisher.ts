import { Inject, Injectable } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { Repository } from 'typeorm';

import { PUB_SUB } from '../common/pubsub/pub-sub.module';
import { RoleSubjectLoader } from '../memberships/role-subject.loader';
import { InjectResourceRepository } from '../common/resource/inject-resource';
import type { User } from '../users/users.resource';

export const USER_CHANGES_TRIGGER = 'userChanges';

/** Whatever changes someone's roles (memberships, a new workspace) calls this; their open tabs update live. */
@Injectable()
export class UserChangesPublisher {
  constructor(
    @InjectResourceRepository('User') private readonly users: Repository<User>,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
    private readonly roleSubjects: RoleSubjectLoader,
  ) {}

  async userChanged(userId: string): Promise<void> {
    const user = await this.users.findOne({ where: { id: userId } });
    if (!user) return;
    await this.pubSub.publish(USER_CHANGES_TRIGGER, { [USER_CHANGES_TRIGGER]: await this.roleSubjects.load(user) });
  }
}
