import { randomUUID } from 'node:crypto';

import { Body, Controller, Get, HttpStatus, Post, Query, Req, Res } from '@nestjs/common';
import argon2 from 'argon2';
import type { Request, Response } from 'express';
import { Repository } from 'typeorm';

import { Public } from '../auth/public.decorator';
import { TokenService } from '../auth/token.service';
import { InjectResourceRepository } from '../common/resource/inject-resource';
import type { User } from '../users/users.resource';
import { FailedSigninLimiter } from './failed-signin.limiter';
import { IDENTITY_AUDIENCE, IDENTITY_COOKIE, IDENTITY_TTL_MS, readCookie, safeRedirectPath, setIdentityCookie } from './identity-cookie';
import { SigninGrantService } from './signin-grant.service';
import { renderSigninPage } from './signin.page';

/** The SPA route that receives the handoff token (spec 01 §2 "Sign-in route"). */
export const SPA_SIGNIN_ROUTE = '/login';

export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect email or password.';
export const lockedMessage = (seconds: number): string =>
  `Too many failed sign-in attempts from your network. Try again in ${seconds} seconds.`;

type SigninForm = { email?: string; password?: string; redirectTo?: string; rememberMe?: string };
type SigninQuery = { redirectTo?: string; continueAs?: string; rememberMe?: string };

/** Compared against when the e-mail is unknown, so both failures take the same time. */
const UNKNOWN_USER_HASH = argon2.hash(randomUUID(), { type: argon2.argon2id });

@Public()
@Controller('signin')
export class SigninController {
  constructor(
    @InjectResourceRepository('User') private readonly users: Repository<User>,
    private readonly grants: SigninGrantService,
    private readonly tokens: TokenService,
    private readonly limiter: FailedSigninLimiter,
  ) {}

  @Get()
  async showForm(@Query() query: SigninQuery, @Req() request: Request, @Res() response: Response): Promise<void> {
    const redirectTo = safeRedirectPath(query.redirectTo);
    const remembered = await this.rememberedUser(request);
    // "Continue as": the browser already signed in here as that account, so no form is needed.
    if (remembered && query.continueAs && remembered.email === query.continueAs.trim().toLowerCase()) {
      await this.handOff(response, remembered.id, redirectTo);
      return;
    }
    const email = query.continueAs ?? remembered?.email ?? '';
    response.type('html').send(renderSigninPage({ email, redirectTo, rememberMe: query.rememberMe !== 'false', error: null }));
  }

  @Post()
  async signIn(@Body() form: SigninForm, @Req() request: Request, @Res() response: Response): Promise<void> {
    const address = request.ip ?? 'unknown';
    const email = (form.email ?? '').trim().toLowerCase();
    const redirectTo = safeRedirectPath(form.redirectTo);
    const rememberMe = form.rememberMe === 'true';
    const fail = (status: number, error: string) =>
      response.status(status).type('html').send(renderSigninPage({ email, redirectTo, rememberMe, error }));

    const lockedSeconds = this.limiter.secondsLocked(address);
    if (lockedSeconds > 0) return void fail(HttpStatus.TOO_MANY_REQUESTS, lockedMessage(lockedSeconds));

    const user = email ? await this.users.findOne({ where: { email } }) : null;
    const passwordMatches = await argon2.verify(user?.passwordHash ?? (await UNKNOWN_USER_HASH), form.password ?? '');
    if (!user || !user.passwordHash || !passwordMatches) {
      this.limiter.recordFailure(address);
      const nowLocked = this.limiter.secondsLocked(address);
      return void fail(
        nowLocked > 0 ? HttpStatus.TOO_MANY_REQUESTS : HttpStatus.UNAUTHORIZED,
        nowLocked > 0 ? lockedMessage(nowLocked) : WRONG_CREDENTIALS_MESSAGE,
      );
    }
    this.limiter.recordSuccess(address);
    if (rememberMe) {
      const identity = this.tokens.sign({
        userId: user.id,
        audience: IDENTITY_AUDIENCE,
        tokenId: randomUUID(),
        expiresAt: new Date(Date.now() + IDENTITY_TTL_MS),
      });
      setIdentityCookie(response, identity.token);
    }
    await this.handOff(response, user.id, redirectTo);
  }

  private async rememberedUser(request: Request): Promise<User | null> {
    const cookie = readCookie(request, IDENTITY_COOKIE);
    const claims = cookie ? this.tokens.verify(cookie, IDENTITY_AUDIENCE) : null;
    return claims ? this.users.findOne({ where: { id: claims.sub } }) : null;
  }

  private async handOff(response: Response, userId: string, redirectTo: string): Promise<void> {
    const grant = await this.grants.issue(userId);
    const query = new URLSearchParams({
      token_type: 'Bearer',
      access_token: grant.token,
      expires_at: String(grant.expiresAt),
      redirectTo,
    });
    response.redirect(HttpStatus.SEE_OTHER, `${SPA_SIGNIN_ROUTE}?${query.toString()}`);
  }
}
