import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Repository } from 'typeorm';

import { SIGNIN_AUDIENCE } from '../../../shared/constants';
import { TokenService, SignedToken } from '../auth/token.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SigninGrantEntity } from './signin-grant.entity';

/**
 * The handoff from the sign-in page to the SPA: a short-lived token with the sign-in audience,
 * which the SPA exchanges once for a dashboard session (POST /api/v1/auth/login).
 */
@Injectable()
export class SigninGrantService {
  constructor(
    @InjectRepository(SigninGrantEntity) private readonly grants: Repository<SigninGrantEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
  ) {}

  async issue(userId: string): Promise<SignedToken> {
    const grant = await this.grants.save(
      this.grants.create({
        id: randomUUID(),
        userId,
        expiresAt: new Date(Date.now() + this.config.signinTokenTtlSeconds * 1000),
        usedAt: null,
      }),
    );
    return this.tokens.sign({ userId, audience: SIGNIN_AUDIENCE, tokenId: grant.id, expiresAt: grant.expiresAt });
  }

  /** The user id, once: a second exchange of the same token, or an expired one, gets null. */
  async consume(token: string): Promise<string | null> {
    const claims = this.tokens.verify(token, SIGNIN_AUDIENCE);
    if (!claims) return null;
    const result = await this.grants.update({ id: claims.jti, userId: claims.sub, usedAt: IsNull(), expiresAt: MoreThan(new Date()) }, { usedAt: new Date() });
    return result.affected ? claims.sub : null;
  }
}
