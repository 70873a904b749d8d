import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { emptyRoleSubject, RoleSubject } from '../../../shared/roles';
import { USER_CHANGES_TRIGGER } from '../auth/user-changes.publisher';
import { PUB_SUB } from '../common/pubsub/pub-sub.token';
import type { ScopedPubSub } from '../common/pubsub/scoped-pub-sub';
import { readTermsOf, resourceNamed } from '../common/resource/resource-registry';
import { RoleSubjectLoader } from '../memberships/role-subject.loader';
import { matchesAny, RelatedRowsLoader, RowRecord } from './access-match';
import type { ScopeToken } from './scope-token';

/** A subscriber's roles are re-read at least this often, and at once when they change. */
const SUBJECT_TTL_MS = 30_000;
const MAX_CACHED_SUBJECTS = 20_000;

/**
 * Checks each live event against each subscriber's scope at delivery (scoped-pub-sub.ts), with the
 * subscriber's roles as they are now: a role removed, a member disabled or a workspace left stops
 * that person's events the moment the change is announced (userChanges). Rows a scope reaches
 * through other tables are loaded once per event, whatever the number of subscribers.
 */
@Injectable()
export class LiveScopeMatcher implements OnModuleInit, OnModuleDestroy {
  private readonly subjects = new Map<string, { subject: Promise<RoleSubject>; loadedAt: number }>();
  private subscriptionId: number | null = null;

  constructor(
    @Inject(PUB_SUB) private readonly pubSub: ScopedPubSub,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly roleSubjects: RoleSubjectLoader,
  ) {}

  async onModuleInit(): Promise<void> {
    this.pubSub.useScopeMatcher((token, record, memo) => this.matches(token, record, memo));
    this.subscriptionId = await this.pubSub.subscribe(USER_CHANGES_TRIGGER, (payload) => {
      const subject = (payload as Record<string, RoleSubject>)[USER_CHANGES_TRIGGER];
      if (subject?.id) this.remember(subject.id, Promise.resolve(subject));
    });
  }

  onModuleDestroy(): void {
    if (this.subscriptionId !== null) this.pubSub.unsubscribe(this.subscriptionId);
  }

  async matches(token: ScopeToken, record: RowRecord, memo: Map<string, Promise<unknown>>): Promise<boolean> {
    const subject = await this.subjectOf(token.userId);
    return matchesAny(resourceNamed(token.resource).access.read ?? [], subject, record, this.loader(memo));
  }

  private remember(userId: string, subject: Promise<RoleSubject>): Promise<RoleSubject> {
    if (this.subjects.size >= MAX_CACHED_SUBJECTS) this.subjects.delete(this.subjects.keys().next().value as string);
    this.subjects.set(userId, { subject, loadedAt: Date.now() });
    return subject;
  }

  private subjectOf(userId: string): Promise<RoleSubject> {
    const cached = this.subjects.get(userId);
    if (cached && Date.now() - cached.loadedAt < SUBJECT_TTL_MS) return cached.subject;
    const loaded = this.dataSource
      .getRepository<{ id: string; roles: string[] }>(resourceNamed('User').entity)
      .findOne({ where: { id: userId } })
      .then((user) => (user ? this.roleSubjects.load(user) : emptyRoleSubject(userId)));
    return this.remember(userId, loaded);
  }

  private loader(memo: Map<string, Promise<unknown>>): RelatedRowsLoader {
    const once = <Value>(key: string, load: () => Promise<Value>): Promise<Value> => {
      if (!memo.has(key)) memo.set(key, load());
      return memo.get(key) as Promise<Value>;
    };
    return {
      related: (table, column, value, where) =>
        once(`related ${table} ${column} ${value} ${JSON.stringify(where ?? {})}`, async () => {
          const query = this.dataSource.createQueryBuilder().select('*').from(table, 'row').where(`row.${this.escape(column)} = :value`, { value });
          for (const [key, values] of Object.entries(where ?? {})) query.andWhere(`row.${this.escape(key)} IN (:...${key})`, { [key]: [...values] });
          return query.getRawMany<RowRecord>();
        }),
      row: (resource, id) =>
        once(`row ${resource} ${id}`, async () => (await this.dataSource.getRepository<RowRecord>(resourceNamed(resource).entity).findOne({ where: { id } })) ?? null),
      readTermsOf,
    };
  }

  private escape(name: string): string {
    return this.dataSource.driver.escape(name);
  }
}
