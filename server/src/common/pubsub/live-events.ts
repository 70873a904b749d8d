import { Inject, Injectable } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';

import { PUB_SUB } from './pub-sub.token';

export type LiveEventKind = 'created' | 'updated' | 'deleted';

/** nestjs-query's event names: createdCompany, updatedOneCompany, deletedOneCompany. */
export const liveEventName = (kind: LiveEventKind, typeName: string): string =>
  kind === 'created' ? `created${typeName}` : kind === 'updated' ? `updatedOne${typeName}` : `deletedOne${typeName}`;

/**
 * Changes made outside the generated resolvers (domain mutations, cascades) are published here
 * under the generated subscriptions' names, so open tables update (TriPSs/nestjs-query issue 409).
 * Each subscriber's authorizer filter is applied at delivery by the scoped pub/sub.
 */
@Injectable()
export class LiveEvents {
  constructor(@Inject(PUB_SUB) private readonly pubSub: PubSubEngine) {}

  /** A custom live trigger (notificationBannersChanged, …) with its payload. */
  async announce(trigger: string, payload: object): Promise<void> {
    await this.pubSub.publish(trigger, { [trigger]: payload });
  }

  async publish(kind: LiveEventKind, typeName: string, records: object | object[]): Promise<void> {
    const name = liveEventName(kind, typeName);
    for (const record of ([] as object[]).concat(records)) await this.pubSub.publish(name, { [name]: record });
  }
}
