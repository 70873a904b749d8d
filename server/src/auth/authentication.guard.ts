import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

import { unauthenticated } from '../common/errors/domain-errors';
import { IS_PUBLIC } from './public.decorator';
import { requestOf } from './request-context';
import { bearerTokenOf } from './request-user';
import { SessionService } from './session.service';

/**
 * Global guard: every query, mutation, subscription and REST call needs a live session,
 * checked again on each operation so a revoked token stops working at once.
 */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const request = requestOf(context);
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) throw unauthenticated();
    request.user = await this.sessions.authenticate(token);
    return true;
  }
}
