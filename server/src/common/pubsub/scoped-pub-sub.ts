import { applyFilter, Filter } from '@ptc-org/nestjs-query-core';
import { Logger } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';

import { ScopeToken, scopeTokenOf } from '../../authorization/scope-token';

/*
 * nestjs-query appends the authorizer filter of whoever acts to the event name
 * ("updatedOneCompany-{...filter}"), so an event would only reach subscribers whose filter is
 * identical to the writer's (TriPSs/nestjs-query issue 284). This engine publishes every event
 * under its base name and checks each subscriber's own scope at delivery: a plain filter in
 * memory, a scope token (a resource's access rule) through the scope matcher, against the
 * subscriber's roles of the moment. It also subscribes to the engine once per event name and fans
 * out itself, so thousands of subscribers cost one engine listener (and one Redis subscription).
 */
const FILTER_SEPARATOR = '-{';

/** Whether a subscriber may receive a record, judged by its scope token. `memo` is shared by every subscriber of one event. */
export type ScopeMatcher = (token: ScopeToken, record: Record<string, unknown>, memo: Map<string, Promise<unknown>>) => Promise<boolean>;

type Listener = (payload: Record<string, unknown>) => void;

const splitTrigger = (trigger: string): { base: string; filter: Filter<unknown> | null } => {
  const index = trigger.indexOf(FILTER_SEPARATOR);
  if (index < 0) return { base: trigger, filter: null };
  return { base: trigger.slice(0, index), filter: JSON.parse(trigger.slice(index + 1)) as Filter<unknown> };
};

const isEmptyFilter = (filter: Filter<unknown> | null): boolean => !filter || Object.keys(filter).length === 0;

export class ScopedPubSub extends PubSubEngine {
  private readonly listeners = new Map<string, Map<number, Listener>>();
  private readonly engineSubscriptions = new Map<string, Promise<number>>();
  private readonly triggerOf = new Map<number, string>();
  private readonly memos = new WeakMap<object, Map<string, Promise<unknown>>>();
  private nextId = 1;
  private readonly logger = new Logger('LiveEvents');
  private scopeMatcher: ScopeMatcher | null = null;
  /** Scope checks under way (each subscriber's chain of them). */
  private readonly checking = new Set<Promise<void>>();
  private readonly waiting: Array<{ trigger: string; count: number; resolve: () => void }> = [];

  constructor(private readonly engine: PubSubEngine) {
    super();
  }

  /** Installed once the database is up (authorization/live-scope.ts). */
  useScopeMatcher(matcher: ScopeMatcher): void {
    this.scopeMatcher = matcher;
  }

  publish(trigger: string, payload: unknown): Promise<void> {
    return this.engine.publish(splitTrigger(trigger).base, payload);
  }

  async subscribe(trigger: string, onMessage: (payload: unknown) => void, options: object = {}): Promise<number> {
    const { base, filter } = splitTrigger(trigger);
    const id = this.nextId;
    this.nextId += 1;
    const token = scopeTokenOf(filter);
    // Scope checks are asynchronous; chaining them keeps each subscriber's events in publication order.
    let delivered: Promise<void> = Promise.resolve();
    const listener: Listener = isEmptyFilter(filter)
      ? onMessage
      : (payload) => {
          const record = payload?.[base];
          if (!record || typeof record !== 'object') return;
          if (!token) {
            if (applyFilter(record, filter as Filter<typeof record>)) onMessage(payload);
            return;
          }
          const matcher = this.scopeMatcher;
          // No matcher yet means the server is still starting: deliver nothing rather than too much.
          if (!matcher) return;
          const allowed = matcher(token, record as Record<string, unknown>, this.memoOf(payload));
          const next = delivered
            .then(() => allowed)
            .then((yes) => (yes ? onMessage(payload) : undefined))
            // The subscriber misses this event, and the server says why: a matcher that throws is a bug to fix, never a silence.
            .catch((error: unknown) =>
              this.logger.error(`Live event ${base} could not be checked for a subscriber`, error instanceof Error ? error.stack : String(error)),
            );
          delivered = next;
          this.checking.add(next);
          void next.finally(() => this.checking.delete(next));
        };
    let listeners = this.listeners.get(base);
    if (!listeners) {
      listeners = new Map();
      this.listeners.set(base, listeners);
    }
    listeners.set(id, listener);
    this.triggerOf.set(id, base);
    if (!this.engineSubscriptions.has(base)) {
      this.engineSubscriptions.set(
        base,
        this.engine.subscribe(base, (payload: Record<string, unknown>) => this.dispatch(base, payload), options),
      );
    }
    await this.engineSubscriptions.get(base);
    this.settleWaiting();
    return id;
  }

  /** How many subscribers listen to an event name on this instance (diagnostics, tests). */
  listenerCount(trigger: string): number {
    return this.listeners.get(trigger)?.size ?? 0;
  }

  /** Resolves once every scope check under way has decided (and what passed was handed on): diagnostics, tests. */
  async whenChecked(): Promise<void> {
    while (this.checking.size > 0) await Promise.all([...this.checking]);
  }

  /** Resolves once at least `count` subscribers listen to the event name on this instance. */
  whenListening(trigger: string, count: number): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push({ trigger, count, resolve });
      this.settleWaiting();
    });
  }

  private settleWaiting(): void {
    for (const waiter of [...this.waiting]) {
      if (this.listenerCount(waiter.trigger) < waiter.count) continue;
      this.waiting.splice(this.waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  unsubscribe(subscriptionId: number): void {
    const base = this.triggerOf.get(subscriptionId);
    if (base === undefined) return;
    this.triggerOf.delete(subscriptionId);
    const listeners = this.listeners.get(base);
    listeners?.delete(subscriptionId);
    if (listeners && listeners.size === 0) {
      this.listeners.delete(base);
      const engineSubscription = this.engineSubscriptions.get(base);
      this.engineSubscriptions.delete(base);
      void engineSubscription?.then((engineId) => {
        this.engine.unsubscribe(engineId);
      });
    }
  }

  /** Closes the Redis connections, if any. */
  async close(): Promise<void> {
    const closable = this.engine as PubSubEngine & { close?: () => Promise<unknown> };
    if (typeof closable.close === 'function') await closable.close();
  }

  private dispatch(base: string, payload: Record<string, unknown>): void {
    for (const listener of [...(this.listeners.get(base)?.values() ?? [])]) listener(payload);
  }

  private memoOf(payload: object): Map<string, Promise<unknown>> {
    let memo = this.memos.get(payload);
    if (!memo) {
      memo = new Map();
      this.memos.set(payload, memo);
    }
    return memo;
  }
}
