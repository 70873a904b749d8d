import { Injectable } from '@nestjs/common';
import { BeforeCreateOneHook, CreateOneInputType } from '@ptc-org/nestjs-query-graphql';

import { forbidden, unauthenticated } from '../common/errors/domain-errors';
import { GraphQLRequestContext, RequestUser } from '../auth/request-user';

type CreateCheckOptions<Input> = {
  /** Refuses (FORBIDDEN) a row the user may not create, such as a group in someone else's workspace. */
  mayCreate?: (user: RequestUser, input: Input) => boolean;
  /** Records who created the row in its createdBy column. */
  stampCreatedBy?: boolean;
};

/**
 * A before-create hook for a resource's create input. Authorizers cannot look at the input
 * (nestjs-query gives them only the context), so checks that depend on it live here.
 */
export const createCheckHook = <Input extends object>(options: CreateCheckOptions<Input>) => {
  @Injectable()
  class CreateCheckHook implements BeforeCreateOneHook<Input, GraphQLRequestContext> {
    run(instance: CreateOneInputType<Input>, context: GraphQLRequestContext): CreateOneInputType<Input> {
      const user = context.req?.user;
      if (!user) throw unauthenticated();
      if (options.mayCreate && !options.mayCreate(user, instance.input)) throw forbidden();
      return options.stampCreatedBy ? { input: { ...instance.input, createdBy: user.id } } : instance;
    }
  }
  return CreateCheckHook;
};
