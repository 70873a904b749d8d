import { createSecretKey, KeyObject } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';

import { ExpiringLruCache } from '../common/expiring-lru-cache';
import { APP_CONFIG, AppConfig } from '../config/app-config';

export type TokenClaims = {
  /** The user id. */
  sub: string;
  aud: string;
  /** The token id: a session id for dashboard tokens, a grant id for sign-in tokens. */
  jti: string;
  exp: number;
  iat: number;
  /** Remember-me identities only: the user's identity generation when it was issued. */
  gen?: number;
};

export type SignedToken = { token: string; expiresAt: number };

/** How long, and how many, verified tokens are remembered (their signature; expiry is checked on every use). */
const VERIFIED_TTL_MS = 5 * 60_000;
const VERIFIED_ENTRIES = 10_000;

/** HMAC-signed tokens (HS256) with an audience; the signing key is TOKEN_SECRET. */
@Injectable()
export class TokenService {
  /**
   * Given the secret as a string, jsonwebtoken first tries to parse it as a PEM public key and
   * fails on every call (about 1 ms each); a prepared key object costs about 10 µs.
   */
  private readonly key: KeyObject;

  /**
   * Tokens whose signature and audience were good, by audience and token: every request carries the
   * same token, and checking its HMAC and decoding it again cost ~0.1 ms each time. A token's
   * signature never stops being good; its expiry is compared on every use, as jsonwebtoken does,
   * and whether its session still holds is the session check's business (session.service.ts).
   */
  private readonly verified = new ExpiringLruCache<string, Readonly<TokenClaims>>(VERIFIED_TTL_MS, VERIFIED_ENTRIES);

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createSecretKey(Buffer.from(config.tokenSecret, 'utf8'));
  }

  sign(input: { userId: string; audience: string; tokenId: string; expiresAt: Date; generation?: number }): SignedToken {
    const expiresAtSeconds = Math.floor(input.expiresAt.getTime() / 1000);
    const payload = input.generation === undefined ? { exp: expiresAtSeconds } : { exp: expiresAtSeconds, gen: input.generation };
    const token = jwt.sign(payload, this.key, {
      algorithm: 'HS256',
      subject: input.userId,
      audience: input.audience,
      jwtid: input.tokenId,
    });
    return { token, expiresAt: expiresAtSeconds * 1000 };
  }

  /** The claims when the signature, audience and expiry are all good; otherwise null. */
  verify(token: string, audience: string): TokenClaims | null {
    const key = `${audience} ${token}`;
    const known = this.verified.get(key);
    if (known) {
      // jsonwebtoken's own rule: expired from the second `exp` names.
      if (Math.floor(Date.now() / 1000) < known.exp) return { ...known };
      this.verified.delete(key);
      return null;
    }
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'], audience });
      if (typeof claims === 'string' || !claims.sub || !claims.jti) return null;
      this.verified.set(key, Object.freeze({ ...(claims as TokenClaims) }));
      return claims as TokenClaims;
    } catch {
      return null;
    }
  }
}
