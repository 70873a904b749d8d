import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { RoleSubjects } from '../auth/role-subjects';
import { PUB_SUB } from '../common/pubsub/pub-sub.token';
import type { ScopedPubSub } from '../common/pubsub/scoped-pub-sub';
import { resourceNamed } from '../common/resource/resource-registry';
import { matchesAny, RowRecord } from './access-match';
import { useCurrentSubjects } from './field-access';
import { relatedRowsLoader } from './related-rows';
import type { ScopeToken } from './scope-token';

/**
 * Checks each live event against each subscriber's scope at delivery (scoped-pub-sub.ts), with the
 * subscriber's roles as they are now (RoleSubjects: the authentication cache, forgotten on every
 * instance the moment a role changes): a role removed, a member disabled or a workspace left stops
 * that person's events at once. Rows a scope reaches through other tables are loaded once per
 * event, whatever the number of subscribers.
 */
@Injectable()
export class LiveScopeMatcher implements OnModuleInit {
  constructor(
    @Inject(PUB_SUB) private readonly pubSub: ScopedPubSub,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly roleSubjects: RoleSubjects,
  ) {}

  onModuleInit(): void {
    this.pubSub.useScopeMatcher((token, record, memo) => this.matches(token, record, memo));
    useCurrentSubjects((userId) => this.roleSubjects.current(userId));
  }

  async matches(token: ScopeToken, record: RowRecord, memo: Map<string, Promise<unknown>>): Promise<boolean> {
    const subject = await this.roleSubjects.current(token.userId);
    return matchesAny(resourceNamed(token.resource).access.read ?? [], subject, record, relatedRowsLoader(this.dataSource, memo));
  }
}
