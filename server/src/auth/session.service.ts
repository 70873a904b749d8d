import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PubSubEngine } from 'graphql-subscriptions';
import { IsNull, LessThan, Repository } from 'typeorm';

import { DASHBOARD_AUDIENCE, INACTIVITY_REASON_CODE, USER_LOGGED_OUT_STATUS } from '../../../shared/constants';
import { unauthenticated } from '../common/errors/domain-errors';
import { PUB_SUB } from '../common/pubsub/pub-sub.module';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { InjectResourceRepository } from '../common/resource/inject-resource';
import type { User } from '../users/users.resource';
import { AUTH_CHANGES_TRIGGER, AuthChangeEvent } from './auth-change';
import { CachedSession, IdentityCache } from './identity-cache';
import { RequestUser } from './request-user';
import { SessionEntity } from './session.entity';
import { SignedToken, TokenService } from './token.service';

/** lastSeenAt is written at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 30_000;

export const INACTIVITY_MESSAGE = 'Your session expired for inactivity. Please log in again.';

@Injectable()
export class SessionService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SessionService.name);
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @InjectResourceRepository('User') private readonly users: Repository<User>,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly identities: IdentityCache,
  ) {}

  onModuleInit(): void {
    this.sweepTimer = setInterval(() => {
      this.endIdleSessions().catch((error: unknown) => this.logger.error(`Idle-session sweep failed: ${String(error)}`));
    }, this.config.sessionSweepSeconds * 1000);
    this.sweepTimer.unref();
  }

  onModuleDestroy(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
  }

  async start(userId: string, client: { userAgent: string | null; ipAddress: string | null }): Promise<SignedToken> {
    const now = new Date();
    const session = await this.sessions.save(
      this.sessions.create({
        userId,
        expiresAt: new Date(now.getTime() + this.config.sessionTtlSeconds * 1000),
        lastSeenAt: now,
        revokedAt: null,
        revokeReason: null,
        userAgent: client.userAgent?.slice(0, 300) ?? null,
        ipAddress: client.ipAddress?.slice(0, 64) ?? null,
      }),
    );
    await this.users.update({ id: userId }, { lastLoginAt: now });
    return this.tokens.sign({ userId, audience: DASHBOARD_AUDIENCE, tokenId: session.id, expiresAt: session.expiresAt });
  }

  /**
   * The user behind a dashboard token, or UNAUTHENTICATED when the token or its session is not
   * good. A session read recently and its user's roles come from the identity cache, so a
   * request usually costs no query; ending a session or changing a user invalidates them.
   */
  async authenticate(token: string): Promise<RequestUser> {
    const claims = this.tokens.verify(token, DASHBOARD_AUDIENCE);
    if (!claims) throw unauthenticated();
    const sessionId = claims.jti;
    const now = Date.now();
    let session = await this.identities.session(sessionId, () => this.readSession(sessionId));
    // Another instance may have used the session since this one read it: decide idleness on the row.
    if (session && this.isIdle(session, now)) session = await this.identities.reloadSession(sessionId, () => this.readSession(sessionId));
    if (!session || session.userId !== claims.sub || session.expiresAt <= now) throw unauthenticated();
    if (this.isIdle(session, now)) {
      await this.revoke(sessionId, session.userId, INACTIVITY_REASON_CODE, INACTIVITY_MESSAGE);
      throw unauthenticated(INACTIVITY_MESSAGE);
    }
    if (now - session.lastSeenAt > TOUCH_INTERVAL_MS) await this.touch(sessionId, session, now);
    const identity = await this.identities.identity(session.userId);
    if (!identity) throw unauthenticated();
    return { ...identity.subject, ...identity.profile, sessionId, anchors: identity.anchors };
  }

  private isIdle(session: CachedSession, now: number): boolean {
    return session.lastSeenAt + this.config.sessionIdleSeconds * 1000 <= now;
  }

  /** A session that is neither revoked nor expired, as the cache keeps it; otherwise null. */
  private async readSession(sessionId: string): Promise<CachedSession | null> {
    const row = await this.sessions.findOne({ where: { id: sessionId } });
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
    return { userId: row.userId, expiresAt: row.expiresAt.getTime(), lastSeenAt: row.lastSeenAt.getTime() };
  }

  /** Records use at most every TOUCH_INTERVAL_MS; a row revoked meanwhile (the news lost) ends the session here. */
  private async touch(sessionId: string, session: CachedSession, now: number): Promise<void> {
    const previous = session.lastSeenAt;
    // Set first, so the session's concurrent requests do not write it again.
    session.lastSeenAt = now;
    try {
      const result = await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { lastSeenAt: new Date(now) });
      if (result.affected) return;
    } catch (error) {
      session.lastSeenAt = previous;
      throw error;
    }
    await this.identities.forgetSession(sessionId);
    throw unauthenticated();
  }

  async endSession(sessionId: string, reasonCode: string, reasonMessage: string): Promise<number> {
    const session = await this.sessions.findOne({ where: { id: sessionId } });
    return session ? this.revoke(session.id, session.userId, reasonCode, reasonMessage) : 0;
  }

  /** Every session of the user, and every remember-me identity issued to them so far. */
  async endAllSessions(userId: string, reasonCode: string, reasonMessage: string): Promise<number> {
    await this.users.increment({ id: userId }, 'identityGeneration', 1);
    const open = await this.sessions.find({ where: { userId, revokedAt: IsNull() } });
    const ended = await Promise.all(open.map((session) => this.revoke(session.id, session.userId, reasonCode, reasonMessage)));
    return ended.reduce((sum, count) => sum + count, 0);
  }

  /** Ends sessions unused for longer than SESSION_IDLE_SECONDS; their tabs get the inactivity code. */
  async endIdleSessions(): Promise<number> {
    const cutoff = new Date(Date.now() - this.config.sessionIdleSeconds * 1000);
    const idle = await this.sessions.find({ where: { revokedAt: IsNull(), lastSeenAt: LessThan(cutoff) } });
    const ended = await Promise.all(
      idle
        .filter((session) => session.expiresAt.getTime() > Date.now())
        .map((session) => this.revoke(session.id, session.userId, INACTIVITY_REASON_CODE, INACTIVITY_MESSAGE)),
    );
    return ended.reduce((sum, count) => sum + count, 0);
  }

  /**
   * Revokes once (several instances may race) and tells the session's open tabs. The cache is
   * told first: through Redis the invalidation then reaches each instance before the tabs' event.
   */
  private async revoke(sessionId: string, userId: string, reasonCode: string, reasonMessage: string): Promise<number> {
    const result = await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date(), revokeReason: reasonCode });
    await this.identities.forgetSession(sessionId);
    if (!result.affected) return 0;
    const event: AuthChangeEvent = {
      status: USER_LOGGED_OUT_STATUS,
      userId,
      tokenId: sessionId,
      reasonMsg: reasonMessage,
      reasonCode,
    };
    await this.pubSub.publish(AUTH_CHANGES_TRIGGER, { [AUTH_CHANGES_TRIGGER]: event });
    return 1;
  }
}
