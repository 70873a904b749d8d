import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PubSubEngine } from 'graphql-subscriptions';
import { IsNull, LessThan, Repository } from 'typeorm';

import { DASHBOARD_AUDIENCE, INACTIVITY_REASON_CODE, USER_LOGGED_OUT_STATUS } from '../../../shared/constants';
import { unauthenticated } from '../common/errors/domain-errors';
import { PUB_SUB } from '../common/pubsub/pub-sub.module';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RoleSubjectLoader } from '../memberships/role-subject.loader';
import { InjectResourceRepository } from '../common/resource/inject-resource';
import type { User } from '../users/users.resource';
import { AUTH_CHANGES_TRIGGER, AuthChangeEvent } from './auth-change';
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
    private readonly roleSubjects: RoleSubjectLoader,
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

  /** The user behind a dashboard token, or UNAUTHENTICATED when the token or its session is not good. */
  async authenticate(token: string): Promise<RequestUser> {
    const claims = this.tokens.verify(token, DASHBOARD_AUDIENCE);
    if (!claims) throw unauthenticated();
    const session = await this.sessions.findOne({ where: { id: claims.jti } });
    const now = Date.now();
    if (!session || session.userId !== claims.sub || session.revokedAt || session.expiresAt.getTime() <= now) {
      throw unauthenticated();
    }
    if (session.lastSeenAt.getTime() + this.config.sessionIdleSeconds * 1000 <= now) {
      await this.revoke(session, INACTIVITY_REASON_CODE, INACTIVITY_MESSAGE);
      throw unauthenticated(INACTIVITY_MESSAGE);
    }
    const user = await this.users.findOne({ where: { id: session.userId } });
    if (!user) throw unauthenticated();
    if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.sessions.update({ id: session.id }, { lastSeenAt: new Date(now) });
    }
    return {
      ...(await this.roleSubjects.load(user)),
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: user.fullName,
      imageUrl: user.imageUrl,
      sessionId: session.id,
    };
  }

  async endSession(sessionId: string, reasonCode: string, reasonMessage: string): Promise<number> {
    const session = await this.sessions.findOne({ where: { id: sessionId } });
    return session ? this.revoke(session, reasonCode, reasonMessage) : 0;
  }

  /** Every session of the user, and every remember-me identity issued to them so far. */
  async endAllSessions(userId: string, reasonCode: string, reasonMessage: string): Promise<number> {
    await this.users.increment({ id: userId }, 'identityGeneration', 1);
    const open = await this.sessions.find({ where: { userId, revokedAt: IsNull() } });
    const ended = await Promise.all(open.map((session) => this.revoke(session, reasonCode, reasonMessage)));
    return ended.reduce((sum, count) => sum + count, 0);
  }

  /** Ends sessions unused for longer than SESSION_IDLE_SECONDS; their tabs get the inactivity code. */
  async endIdleSessions(): Promise<number> {
    const cutoff = new Date(Date.now() - this.config.sessionIdleSeconds * 1000);
    const idle = await this.sessions.find({ where: { revokedAt: IsNull(), lastSeenAt: LessThan(cutoff) } });
    const ended = await Promise.all(
      idle
        .filter((session) => session.expiresAt.getTime() > Date.now())
        .map((session) => this.revoke(session, INACTIVITY_REASON_CODE, INACTIVITY_MESSAGE)),
    );
    return ended.reduce((sum, count) => sum + count, 0);
  }

  /** Revokes once (several instances may race) and tells the session's open tabs. */
  private async revoke(session: SessionEntity, reasonCode: string, reasonMessage: string): Promise<number> {
    const result = await this.sessions.update(
      { id: session.id, revokedAt: IsNull() },
      { revokedAt: new Date(), revokeReason: reasonCode },
    );
    if (!result.affected) return 0;
    const event: AuthChangeEvent = {
      status: USER_LOGGED_OUT_STATUS,
      userId: session.userId,
      tokenId: session.id,
      reasonMsg: reasonMessage,
      reasonCode,
    };
    await this.pubSub.publish(AUTH_CHANGES_TRIGGER, { [AUTH_CHANGES_TRIGGER]: event });
    return 1;
  }
}
