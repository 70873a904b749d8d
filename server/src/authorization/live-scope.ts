import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { RoleSubjects } from '../auth/role-subjects';
import { PUB_SUB } from '../common/pubsub/pub-sub.token';
import type { ScopedPubSub } from '../common/pubsub/scoped-pub-sub';
import { readTermsOf, resourceNamed } from '../common/resource/resource-registry';
import { matchesAny, RelatedRowsLoader, RowRecord } from './access-match';
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
  }

  async matches(token: ScopeToken, record: RowRecord, memo: Map<string, Promise<unknown>>): Promise<boolean> {
    const subject = await this.roleSubjects.current(token.userId);
    return matchesAny(resourceNamed(token.resource).access.read ?? [], subject, record, this.loader(memo));
  }

  private loader(memo: Map<string, Promise<unknown>>): RelatedRowsLoader {
    const once = <Value>(key: string, load: () => Promise<Value>): Promise<Value> => {
      if (!memo.has(key)) memo.set(key, load());
      return memo.get(key) as Promise<Value>;
    };
    return {
      related: (table, column, value, where) =>
        once(`related ${table} ${column} ${value} ${JSON.stringify(where ?? {})}`, async () => {
          const query = this.dataSource
            .createQueryBuilder()
            .select('*')
            .from(table, 'row')
            .where(`row.${this.escape(column)} = :value`, { value });
          for (const [key, values] of Object.entries(where ?? {})) query.andWhere(`row.${this.escape(key)} IN (:...${key})`, { [key]: [...values] });
          return query.getRawMany<RowRecord>();
        }),
      row: (resource, id) =>
        once(
          `row ${resource} ${id}`,
          async () => (await this.dataSource.getRepository<RowRecord>(resourceNamed(resource).entity).findOne({ where: { id } })) ?? null,
        ),
      readTermsOf,
    };
  }

  private escape(name: string): string {
    return this.dataSource.driver.escape(name);
  }
}
