import { randomUUID } from 'node:crypto';

import { Body, Controller, Get, HttpStatus, Post, Query, Req, Res } from '@nestjs/common';
import argon2 from 'argon2';
import type { Request, Response } from 'express';
import { Repository } from 'typeorm';

import { unknownUserHash } from '../auth/password-hash';
import { Public } from '../auth/public.decorator';
import { TokenService } from '../auth/token.service';
import { InjectResourceRepository } from '../common/resource/inject-resource';
import { readCookie } from '../http/cookies';
import type { User } from '../users/users.resource';
import { FailedSigninLimiter, SigninLock } from './failed-signin.limiter';
import { IDENTITY_AUDIENCE, IDENTITY_COOKIE, IDENTITY_TTL_MS, safeRedirectPath, setIdentityCookie } from './identity-cookie';
import { isSigninFormGenuine, issueSigninCsrfToken, SIGNIN_CSRF_FIELD } from './signin-csrf';
import { SigninGrantService } from './signin-grant.service';
import { renderSigninPage } from './signin.page';
import { SigninError, signinLanguage } from './signin-texts';

/** The SPA route that receives the handoff token (spec 01 §2 "Sign-in route"). */
export const SPA_SIGNIN_ROUTE = '/login';

const lockedError = (lock: SigninLock): SigninError => ({ kind: 'locked', scope: lock.scope === 'account' ? 'account' : 'address', seconds: lock.seconds });

type SigninForm = Record<string, unknown>;
type SigninQuery = { redirectTo?: string; continueAs?: string; rememberMe?: string; lang?: string };

/** A form value as text: anything else (repeated or nested fields) counts as empty. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What no account can have: PostgreSQL refuses a NUL byte in text, and the column holds 254 characters. */
const isStorableEmail = (email: string): boolean => email.length > 0 && email.length <= 254 && !email.includes('\u0000');

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
    const continueAs = text(query.continueAs);
    const remembered = await this.rememberedUser(request);
    // "Continue as": the browser already signed in here as that account, so no form is needed.
    if (remembered && continueAs && remembered.email === continueAs.trim().toLowerCase()) {
      await this.handOff(response, remembered.id, redirectTo);
      return;
    }
    const email = continueAs || remembered?.email || '';
    const csrfToken = issueSigninCsrfToken(request, response);
    const language = signinLanguage(query.lang, request.headers['accept-language']);
    response
      .type('html')
      .setHeader('Content-Language', language)
      .send(renderSigninPage({ email, redirectTo, rememberMe: query.rememberMe !== 'false', error: null, csrfToken, language }));
  }

  @Post()
  async signIn(@Body() form: SigninForm | undefined, @Req() request: Request, @Res() response: Response): Promise<void> {
    const fields = form ?? {};
    const attempt = { account: text(fields.email).trim().toLowerCase(), address: request.ip ?? 'unknown' };
    const email = attempt.account;
    const redirectTo = safeRedirectPath(fields.redirectTo);
    const rememberMe = fields.rememberMe === 'true';
    const language = signinLanguage(fields.lang, request.headers['accept-language']);
    const fail = (status: number, error: SigninError) => {
      const csrfToken = issueSigninCsrfToken(request, response);
      response
        .status(status)
        .type('html')
        .setHeader('Content-Language', language)
        .send(renderSigninPage({ email, redirectTo, rememberMe, error, csrfToken, language }));
    };

    // A form posted from another site (login CSRF) signs nobody in and counts as no attempt.
    if (!isSigninFormGenuine(request, fields[SIGNIN_CSRF_FIELD])) return void fail(HttpStatus.FORBIDDEN, { kind: 'csrf' });

    const lock = await this.limiter.lockFor(attempt);
    if (lock) return void fail(HttpStatus.TOO_MANY_REQUESTS, lockedError(lock));

    const user = isStorableEmail(email) ? await this.users.findOne({ where: { email } }) : null;
    const passwordMatches = await argon2.verify(user?.passwordHash ?? (await unknownUserHash()), text(fields.password));
    if (!user || !user.passwordHash || !passwordMatches) {
      const nowLocked = await this.limiter.recordFailure(attempt);
      return void fail(nowLocked ? HttpStatus.TOO_MANY_REQUESTS : HttpStatus.UNAUTHORIZED, nowLocked ? lockedError(nowLocked) : { kind: 'wrongCredentials' });
    }
    await this.limiter.recordSuccess(attempt);
    if (rememberMe) {
      const identity = this.tokens.sign({
        userId: user.id,
        audience: IDENTITY_AUDIENCE,
        tokenId: randomUUID(),
        expiresAt: new Date(Date.now() + IDENTITY_TTL_MS),
        generation: user.identityGeneration,
      });
      setIdentityCookie(request, response, identity.token);
    }
    await this.handOff(response, user.id, redirectTo);
  }

  /** The account remembered on this browser, unless "log out everywhere" came after its cookie. */
  private async rememberedUser(request: Request): Promise<User | null> {
    const cookie = readCookie(request, IDENTITY_COOKIE);
    const claims = cookie ? this.tokens.verify(cookie, IDENTITY_AUDIENCE) : null;
    if (!claims) return null;
    const user = await this.users.findOne({ where: { id: claims.sub } });
    return user && (claims.gen ?? 0) === user.identityGeneration ? user : null;
  }

  private async handOff(response: Response, userId: string, redirectTo: string): Promise<void> {
    const grant = await this.grants.issue(userId);
    const query = new URLSearchParams({
      token_type: 'Bearer',
      access_token: grant.token,
      expires_at: String(grant.expiresAt),
      redirectTo,
    });
    // The one-time token is in the address: no page or request after this one may send it on as Referer.
    response.setHeader('Referrer-Policy', 'no-referrer');
    response.redirect(HttpStatus.SEE_OTHER, `${SPA_SIGNIN_ROUTE}?${query.toString()}`);
  }
}
