import { createParamDecorator, ExecutionContext } from '@nestjs/common';

import { unauthenticated } from '../common/errors/domain-errors';
import { requestOf } from './request-context';
import { RequestUser } from './request-user';

/** The signed-in user of the current HTTP call or GraphQL operation. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): RequestUser => {
  const user = requestOf(context).user;
  if (!user) throw unauthenticated();
  return user;
});
