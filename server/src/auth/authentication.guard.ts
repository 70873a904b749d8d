import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

import { unauthenticated } from '../common/errors/domain-errors';
import { IS_PUBLIC } from './public.decorator';
import { requestOf } from './request-context';
import { AuthenticatedRequest, bearerTokenOf, RequestUser } from './request-user';
import { SessionService } from './session.service';

/** The guard's check, also run by the lists answered without Nest's pipeline (direct-lists.ts). */
export const authenticateRequest = async (sessions: SessionService, request: AuthenticatedRequest): Promise<RequestUser> => {
  const token = bearerTokenOf(request.headers.authorization);
  if (!token) throw unauthenticated();
  request.user = await sessions.authenticate(token);
  return request.user;
};

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
    await authenticateRequest(this.sessions, requestOf(context));
    return true;
  }
}
