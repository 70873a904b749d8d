import { Controller, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';

import { unauthenticated } from '../common/errors/domain-errors';
import { OptionalFlagInput } from '../common/validation/input-rules';
import { readCookie } from '../http/cookies';
import { clearIdentityCookie, IDENTITY_AUDIENCE, IDENTITY_COOKIE } from '../signin/identity-cookie';
import { SigninGrantService } from '../signin/signin-grant.service';
import { LOGOUT_REASONS } from './auth-change';
import { CurrentUser } from './current-user.decorator';
import { Public } from './public.decorator';
import { bearerTokenOf, RequestUser } from './request-user';
import { SessionService } from './session.service';
import { clearSignedInCookie, setSignedInCookie } from './signed-in-cookie';
import { TokenService } from './token.service';

export class LogoutQuery {
  @OptionalFlagInput({ field: 'endAllSessions', label: 'End all sessions' }) endAllSessions?: 'true' | 'false';
}

@Controller('api/v1/auth')
export class AuthController {
  constructor(
    private readonly grants: SigninGrantService,
    private readonly sessions: SessionService,
    private readonly tokens: TokenService,
  ) {}

  /** Exchanges the sign-in page's one-time token (sent as Authorization) for a dashboard session. */
  @Public()
  @Post('login')
  @HttpCode(200)
  async login(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<Record<string, string | number>> {
    const handoffToken = bearerTokenOf(request.headers.authorization);
    const userId = handoffToken ? await this.grants.consume(handoffToken) : null;
    if (!userId) throw unauthenticated('The sign-in link is invalid or was already used. Please sign in again.');
    const session = await this.sessions.start(userId, {
      userAgent: request.headers['user-agent'] ?? null,
      ipAddress: request.ip ?? null,
    });
    setSignedInCookie(request, response, session.expiresAt);
    return { access_token: session.token, token_type: 'Bearer', expires_at: session.expiresAt };
  }

  /**
   * Ends this session, or with endAllSessions=true every session of the user and every
   * remember-me identity issued to them (on any browser).
   */
  @Post('logout')
  @HttpCode(200)
  async logout(
    @CurrentUser() user: RequestUser,
    @Req() request: Request,
    @Query() { endAllSessions }: LogoutQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ data: { endedSessions: number } }> {
    const everywhere = endAllSessions === 'true';
    const endedSessions = everywhere
      ? await this.sessions.endAllSessions(user.id, LOGOUT_REASONS.loggedOutEverywhere.code, LOGOUT_REASONS.loggedOutEverywhere.message)
      : await this.sessions.endSession(user.sessionId, LOGOUT_REASONS.loggedOut.code, LOGOUT_REASONS.loggedOut.message);
    // The browser forgets this user; another account's remembered identity (after a switch) stays.
    const identity = readCookie(request, IDENTITY_COOKIE);
    const rememberedUserId = identity ? this.tokens.verify(identity, IDENTITY_AUDIENCE)?.sub : undefined;
    if (!rememberedUserId || rememberedUserId === user.id) clearIdentityCookie(request, response);
    clearSignedInCookie(request, response);
    return { data: { endedSessions } };
  }
}
