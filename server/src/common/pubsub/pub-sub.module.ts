import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { pubSubToken } from '@ptc-org/nestjs-query-graphql';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { PubSub, PubSubEngine } from 'graphql-subscriptions';
import Redis from 'ioredis';

import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { LiveEvents } from './live-events';
import { ScopedPubSub } from './scoped-pub-sub';

import { PUB_SUB } from './pub-sub.token';

export { PUB_SUB };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Redis carries JSON, so dates come back as strings; turn them back into Dates for the DateTime scalar. */
const reviveDates = (_key: string, value: unknown): unknown => (typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value);

/**
 * disableClientInfo: ioredis 5 otherwise sends CLIENT SETINFO before its ready check, and a
 * SUBSCRIBE made meanwhile puts the connection in subscriber mode, fails the check, and the
 * replacement connection has lost every subscription (redis/ioredis issue 2037).
 */
const redisOptions = { lazyConnect: false, maxRetriesPerRequest: 3, disableClientInfo: true };

const createEngine = (config: AppConfig): PubSubEngine => {
  if (!config.redisUrl) return new PubSub();
  return new RedisPubSub({
    publisher: new Redis(config.redisUrl, redisOptions),
    subscriber: new Redis(config.redisUrl, redisOptions),
    reviver: reviveDates,
  });
};

@Global()
@Module({
  providers: [
    { provide: PUB_SUB, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new ScopedPubSub(createEngine(config)) },
    { provide: pubSubToken(), useExisting: PUB_SUB },
    LiveEvents,
  ],
  exports: [PUB_SUB, pubSubToken(), LiveEvents],
})
export class PubSubModule implements OnApplicationShutdown {
  constructor(@Inject(PUB_SUB) private readonly pubSub: ScopedPubSub) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pubSub.close();
  }
}
