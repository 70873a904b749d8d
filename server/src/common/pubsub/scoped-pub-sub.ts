import { applyFilter, Filter } from '@ptc-org/nestjs-query-core';
import { PubSubEngine } from 'graphql-subscriptions';

/*
 * nestjs-query appends the authorizer filter of whoever acts to the event name
 * ("updatedOneCompany-{...filter}"), so an event only reaches subscribers whose filter is
 * identical to the writer's (TriPSs/nestjs-query issue 284). This engine publishes every event
 * under its base name and applies each subscriber's own filter when delivering it.
 */
const FILTER_SEPARATOR = '-{';

const splitTrigger = (trigger: string): { base: string; filter: Filter<unknown> | null } => {
  const index = trigger.indexOf(FILTER_SEPARATOR);
  if (index < 0) return { base: trigger, filter: null };
  return { base: trigger.slice(0, index), filter: JSON.parse(trigger.slice(index + 1)) as Filter<unknown> };
};

const isEmptyFilter = (filter: Filter<unknown> | null): boolean => !filter || Object.keys(filter).length === 0;

export class ScopedPubSub extends PubSubEngine {
  constructor(private readonly engine: PubSubEngine) {
    super();
  }

  publish(trigger: string, payload: unknown): Promise<void> {
    return this.engine.publish(splitTrigger(trigger).base, payload);
  }

  subscribe(trigger: string, onMessage: (payload: unknown) => void, options: object = {}): Promise<number> {
    const { base, filter } = splitTrigger(trigger);
    if (isEmptyFilter(filter)) return this.engine.subscribe(base, onMessage, options);
    return this.engine.subscribe(
      base,
      (payload: Record<string, unknown>) => {
        const record = payload?.[base];
        if (record && typeof record === 'object' && applyFilter(record, filter as Filter<typeof record>)) onMessage(payload);
      },
      options,
    );
  }

  unsubscribe(subscriptionId: number): void {
    this.engine.unsubscribe(subscriptionId);
  }

  /** Closes the Redis connections, if any. */
  async close(): Promise<void> {
    const closable = this.engine as PubSubEngine & { close?: () => Promise<unknown> };
    if (typeof closable.close === 'function') await closable.close();
  }
}
