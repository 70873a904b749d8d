import { randomUUID } from 'node:crypto';

import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { Repository } from 'typeorm';

import type { RoleSubject } from '../../../shared/roles';
import type { RoleAnchors } from '../authorization/role-levels';
import { ExpiringLruCache } from '../common/expiring-lru-cache';
import { PUB_SUB } from '../common/pubsub/pub-sub.module';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RoleSubjectLoader } from '../memberships/role-subject.loader';
import { InjectResourceRepository } from '../common/resource/inject-resource';
import type { User } from '../users/users.resource';
import { RequestUser } from './request-user';

/** What a request needs to know about a session that was good when it was read. */
export type CachedSession = { userId: string; expiresAt: number; lastSeenAt: number };

/** A user's profile and role lists: everything in RequestUser but the session. */
export type Identity = {
  subject: RoleSubject;
  /** Where the user holds each role, as access terms match it (authorization/role-levels.ts). */
  anchors: RoleAnchors;
  profile: Pick<RequestUser, 'email' | 'firstName' | 'lastName' | 'fullName' | 'imageUrl'>;
};

/** Its own trigger, so invalidations stay apart from the events clients subscribe to. */
export const IDENTITY_INVALIDATIONS_TRIGGER = 'identityInvalidations';

type Invalidation = { origin: string; userId?: string; sessionId?: string };
type InvalidationPayload = { [IDENTITY_INVALIDATIONS_TRIGGER]: Invalidation };

const frozenSubject = (subject: RoleSubject): RoleSubject =>
  Object.freeze(
    Object.fromEntries(
      Object.entries(subject).map(([key, value]: [string, unknown]) => [key, Array.isArray(value) ? Object.freeze([...(value as unknown[])]) : value]),
    ),
  ) as RoleSubject;

/**
 * Sessions and users as the authentication guard last read them, so a request costs no query
 * while nothing changed. Whatever ends a session or changes a user's roles or profile calls
 * forgetSession/forgetUser; the call reaches every instance through the shared pub/sub (Redis
 * when REDIS_URL is set). Entries also expire after AUTH_CACHE_SECONDS, which bounds the damage
 * of an invalidation lost on the way.
 */
@Injectable()
export class IdentityCache implements OnModuleInit, OnModuleDestroy {
  private readonly sessions: ExpiringLruCache<string, CachedSession>;
  private readonly identities: ExpiringLruCache<string, Identity>;
  private readonly loadingSessions = new Map<string, Promise<CachedSession | null>>();
  private readonly loadingIdentities = new Map<string, Promise<Identity | null>>();
  /** Bumped by every invalidation: a read that started before one must not be stored after it. */
  private generation = 0;
  private readonly instanceId = randomUUID();
  private subscriptionId: number | null = null;

  constructor(
    @InjectResourceRepository('User') private readonly users: Repository<User>,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly roleSubjects: RoleSubjectLoader,
  ) {
    this.sessions = new ExpiringLruCache(config.authCacheSeconds * 1000, config.authCacheEntries);
    this.identities = new ExpiringLruCache(config.authCacheSeconds * 1000, config.authCacheEntries);
  }

  async onModuleInit(): Promise<void> {
    this.subscriptionId = await this.pubSub.subscribe(
      IDENTITY_INVALIDATIONS_TRIGGER,
      (payload: InvalidationPayload) => {
        const invalidation = payload[IDENTITY_INVALIDATIONS_TRIGGER];
        if (invalidation && invalidation.origin !== this.instanceId) this.forgetHere(invalidation);
      },
      {},
    );
  }

  onModuleDestroy(): void {
    if (this.subscriptionId !== null) this.pubSub.unsubscribe(this.subscriptionId);
  }

  /** The cached state of a good session, or what `load` reads (null: no good session). */
  session(sessionId: string, load: () => Promise<CachedSession | null>): Promise<CachedSession | null> {
    const cached = this.sessions.get(sessionId);
    if (cached) return Promise.resolve(cached);
    return this.loadOnce(this.loadingSessions, this.sessions, sessionId, load);
  }

  /** The session as stored now, whatever this instance remembers (its own cache only). */
  reloadSession(sessionId: string, load: () => Promise<CachedSession | null>): Promise<CachedSession | null> {
    this.sessions.delete(sessionId);
    this.loadingSessions.delete(sessionId);
    return this.session(sessionId, load);
  }

  /** A user's profile and role lists, or null when the user does not exist. */
  identity(userId: string): Promise<Identity | null> {
    const cached = this.identities.get(userId);
    if (cached) return Promise.resolve(cached);
    return this.loadOnce(this.loadingIdentities, this.identities, userId, () => this.loadIdentity(userId));
  }

  /** The session ended: forget it here and on every other instance. */
  async forgetSession(sessionId: string): Promise<void> {
    await this.forgetEverywhere({ origin: this.instanceId, sessionId });
  }

  /** The user's roles or profile changed, or the user is gone: forget them here and everywhere. */
  async forgetUser(userId: string): Promise<void> {
    await this.forgetEverywhere({ origin: this.instanceId, userId });
  }

  private async forgetEverywhere(invalidation: Invalidation): Promise<void> {
    this.forgetHere(invalidation);
    await this.pubSub.publish(IDENTITY_INVALIDATIONS_TRIGGER, { [IDENTITY_INVALIDATIONS_TRIGGER]: invalidation });
  }

  private forgetHere(invalidation: Invalidation): void {
    this.generation += 1;
    if (invalidation.sessionId) {
      this.sessions.delete(invalidation.sessionId);
      this.loadingSessions.delete(invalidation.sessionId);
    }
    if (invalidation.userId) {
      this.identities.delete(invalidation.userId);
      this.loadingIdentities.delete(invalidation.userId);
    }
  }

  /** Concurrent misses of one key share one read; the result is kept unless an invalidation came meanwhile. */
  private loadOnce<Value>(
    loading: Map<string, Promise<Value | null>>,
    cache: ExpiringLruCache<string, Value>,
    key: string,
    load: () => Promise<Value | null>,
  ): Promise<Value | null> {
    const pending = loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const settle = () => {
      if (loading.get(key) === promise) loading.delete(key);
    };
    const promise = load().then(
      (value) => {
        settle();
        if (value !== null && generation === this.generation) cache.set(key, value);
        return value;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
    loading.set(key, promise);
    return promise;
  }

  private async loadIdentity(userId: string): Promise<Identity | null> {
    const user = await this.users.findOne({ where: { id: userId } });
    if (!user) return null;
    const { subject, anchors } = await this.roleSubjects.load(user);
    return {
      subject: frozenSubject(subject),
      anchors,
      profile: Object.freeze({
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        fullName: user.fullName,
        imageUrl: user.imageUrl,
      }),
    };
  }
}
