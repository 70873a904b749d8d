import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';

import { PUB_SUB } from '../common/pubsub/pub-sub.module';
import { AUTH_CHANGES_TRIGGER, AuthChangeEvent } from './auth-change';

/** graphql-ws closes with 4401 for an unauthenticated socket; clients do not retry it. */
export const UNAUTHENTICATED_CLOSE_CODE = 4401;

/** Time for the UserLoggedOut event to reach the tab before its socket closes. */
const CLOSE_DELAY_MS = 1_000;

type ClosableSocket = { close: (code: number, reason: string) => void };

/**
 * The live-channel sockets of each session on this instance. When a session ends (on any
 * instance: the event comes through the shared pub/sub) its sockets are closed.
 */
@Injectable()
export class LiveConnections implements OnModuleInit, OnModuleDestroy {
  private readonly socketsBySession = new Map<string, Set<ClosableSocket>>();
  private subscriptionId: number | null = null;

  constructor(@Inject(PUB_SUB) private readonly pubSub: PubSubEngine) {}

  async onModuleInit(): Promise<void> {
    this.subscriptionId = await this.pubSub.subscribe(
      AUTH_CHANGES_TRIGGER,
      (payload: Record<string, AuthChangeEvent>) => {
        const tokenId = payload[AUTH_CHANGES_TRIGGER]?.tokenId;
        if (tokenId) setTimeout(() => this.closeSession(tokenId), CLOSE_DELAY_MS).unref();
      },
      {},
    );
  }

  onModuleDestroy(): void {
    if (this.subscriptionId !== null) this.pubSub.unsubscribe(this.subscriptionId);
  }

  add(sessionId: string, socket: ClosableSocket): void {
    const sockets = this.socketsBySession.get(sessionId) ?? new Set<ClosableSocket>();
    sockets.add(socket);
    this.socketsBySession.set(sessionId, sockets);
  }

  remove(sessionId: string, socket: ClosableSocket): void {
    const sockets = this.socketsBySession.get(sessionId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.socketsBySession.delete(sessionId);
  }

  private closeSession(sessionId: string): void {
    for (const socket of this.socketsBySession.get(sessionId) ?? []) {
      socket.close(UNAUTHENTICATED_CLOSE_CODE, 'Unauthenticated');
    }
    this.socketsBySession.delete(sessionId);
  }
}
