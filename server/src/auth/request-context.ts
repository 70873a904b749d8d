import { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';

import { AuthenticatedRequest } from './request-user';

/** The request object behind an HTTP call, a GraphQL operation or a live-channel operation. */
export const requestOf = (context: ExecutionContext): AuthenticatedRequest => {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: AuthenticatedRequest }>().req;
  }
  return context.switchToHttp().getRequest<AuthenticatedRequest>();
};
