import { Args, Mutation, Resolver } from '@nestjs/graphql';

import { CurrentUser } from '../auth/current-user.decorator';
import { RequestUser } from '../auth/request-user';
import { DistributionService } from './distribution.service';
import { DistributeProgramInput, DistributeProgramResult } from './distribution.types';

/** The distribution mutation of spec 02 §7; the lists are the declared CompanyProgram and ScheduledDistribution resources. */
@Resolver()
export class DistributionResolver {
  constructor(private readonly distributions: DistributionService) {}

  @Mutation(() => DistributeProgramResult, {
    description: 'Distributes a program to groups now or from a start date (distributionParams.futureDistribution), and removes it from others.',
  })
  distributeProgram(@CurrentUser() user: RequestUser, @Args('input') input: DistributeProgramInput): Promise<DistributeProgramResult> {
    return this.distributions.distribute(user, input);
  }
}
